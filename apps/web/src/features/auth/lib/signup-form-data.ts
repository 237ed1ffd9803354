/**
 * Sign-up form data held in session storage while sign-up is in progress (spec document 1 §3):
 * phoneNumber, phoneNumberFormat (the dial code), channel, agreementSigned.
 */
export interface SignupFormData {
  phoneNumber: string;
  phoneNumberFormat: string;
  channel?: 'sms' | 'whatsapp';
  agreementSigned: boolean;
  userType?: string;
  /** The server's resend wait from the last send reply. */
  resendAfter?: number;
  /** The pass the invisible captcha earned (15 minutes); the code sends carry it. */
  captchaPass?: string;
}

const KEY = 'signupFormData';

export const signupFormData = {
  read(): SignupFormData | null {
    try {
      const raw = sessionStorage.getItem(KEY);
      return raw ? (JSON.parse(raw) as SignupFormData) : null;
    } catch {
      return null;
    }
  },
  write(data: SignupFormData) {
    sessionStorage.setItem(KEY, JSON.stringify(data));
  },
  update(patch: Partial<SignupFormData>) {
    const cur = signupFormData.read();
    if (cur) signupFormData.write({ ...cur, ...patch });
  },
  clear() {
    sessionStorage.removeItem(KEY);
  },
};
