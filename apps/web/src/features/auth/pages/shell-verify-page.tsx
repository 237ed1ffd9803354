import { Card, TextInput } from '@mantine/core';
import { AUTH_MSG, EMAIL_CODE_LENGTH, type LoginData, toDialCodeForm } from '@sahaj/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { PhoneField } from '../../../components/phone-field';
import { notify } from '../../../lib/notify';
import { dashboardPath, readSession, saveLogin, useSession } from '../../../lib/session';
import { useProfile } from '../api/get-profile';
import { resendEmailVerification } from '../api/resend-email-verification';
import { resendTicketCode } from '../api/resend-ticket-code';
import { reverifyPhone } from '../api/reverify-phone';
import { verifyTicketCode } from '../api/verify-ticket-code';
import { AuthHeading } from '../components/auth-heading';
import { PrimaryButton } from '../components/form-bits';
import { FormStack } from '../components/form-stack';
import { OtpCodeForm } from '../components/otp-code-form';
import { phoneError } from '../lib/phone-text';
import { emailError } from './corporate-login-page';

/** Inside the shell the resend wait starts at 5 minutes and becomes 15 after a resend (spec document 1 §9). */
const SHELL_FIRST_WAIT = 5 * 60;
const SHELL_NEXT_WAIT = 15 * 60;

type Ticket = { token: string; sentTo: string };

/** Keeps the signed-in session current (same person, same profile) when verification hands out a fresh token. */
const keepSession = (data: LoginData) => saveLogin(data, readSession()?.user ?? null);

function CodeStep({ ticket, length, onDone }: { ticket: Ticket; length?: number; onDone: (data: LoginData) => void }) {
  return (
    <OtpCodeForm
      submitLabel="Verify"
      length={length}
      sentTo={ticket.sentTo}
      resendSeconds={SHELL_FIRST_WAIT}
      onVerify={async (otp) => onDone(await verifyTicketCode({ otp, token: ticket.token }))}
      onResend={async () => {
        const r = await resendTicketCode(ticket.token);
        notify.success(r.message);
        return Math.max(SHELL_NEXT_WAIT, r.resendAfterSeconds);
      }}
    />
  );
}

/**
 * The shared frame of both shell verification pages: validate, ask for a code, then the code step;
 * a verified code refreshes the session and goes to the dashboard.
 */
function VerifyContactCard({
  title,
  subtitle,
  codeLength,
  successMessage,
  validate,
  requestCode,
  field,
}: {
  title: string;
  subtitle: string;
  codeLength?: number;
  successMessage: string;
  validate: () => string | null;
  /** Sends the code; answers the ticket and the message to show. */
  requestCode: () => Promise<Ticket & { message: string }>;
  field: (error: string | null, clearError: () => void) => ReactNode;
}) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [ticket, setTicket] = useState<Ticket | null>(null);

  async function send(e: FormEvent) {
    e.preventDefault();
    const err = validate();
    setError(err);
    if (err) return;
    setBusy(true);
    try {
      const { message, ...next } = await requestCode();
      notify.success(message);
      setTicket(next);
    } catch (e2) {
      notify.error(e2);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card maw={520} mx="auto" padding="lg">
      {ticket ? (
        <CodeStep
          ticket={ticket}
          length={codeLength}
          onDone={(data) => {
            keepSession(data);
            notify.success(successMessage);
            navigate(dashboardPath(data.userType), { replace: true });
          }}
        />
      ) : (
        <FormStack onSubmit={send}>
          <AuthHeading title={title} subtitle={subtitle} />
          {field(error, () => setError(null))}
          <PrimaryButton loading={busy}>Send code</PrimaryButton>
        </FormStack>
      )}
    </Card>
  );
}

/** /user/base/home/verify-phone: a signed-in patient or therapist confirms their phone number. */
export function ShellVerifyPhonePage() {
  const session = useSession();
  const profile = useProfile(session?.token ?? null);
  const [phone, setPhone] = useState<string | null>(null);
  const value = phone ?? (profile.data?.phone ? profile.data.phone.replace('-', '') : '');

  return (
    <VerifyContactCard
      title="Verify phone"
      subtitle="We will send a 6-digit code by SMS to confirm this number."
      successMessage={AUTH_MSG.phoneVerified}
      validate={() => phoneError(value)}
      requestCode={async () => {
        const dial = toDialCodeForm(value);
        const r = await reverifyPhone({
          phoneNumber: dial,
          userType: session?.userType === 'doctor' ? 'doctor' : 'patient',
          channel: 'sms',
        });
        return { token: r.token, sentTo: dial, message: r.message };
      }}
      field={(error, clearError) => (
        <PhoneField
          value={value}
          onChange={(v) => {
            setPhone(v);
            clearError();
          }}
          error={error}
          required
        />
      )}
    />
  );
}

/** /user/base/home/verify-email: confirm an e-mail address with a 4-digit code. */
export function ShellVerifyEmailPage() {
  const session = useSession();
  const profile = useProfile(session?.token ?? null);
  const [email, setEmail] = useState<string | null>(null);
  const value = email ?? profile.data?.email ?? '';

  return (
    <VerifyContactCard
      title="Verify e-mail"
      subtitle="We will send a 4-digit code to this address."
      codeLength={EMAIL_CODE_LENGTH}
      successMessage={AUTH_MSG.emailVerified}
      validate={() => emailError(value)}
      requestCode={async () => {
        const kind =
          session?.userType === 'doctor' ? 'doctor' : session?.userType === 'company' ? 'company' : 'patient';
        const r = await resendEmailVerification({ email: value.trim(), userType: kind });
        return { token: r.token, sentTo: value.trim(), message: r.message || AUTH_MSG.emailCodeSent };
      }}
      field={(error, clearError) => (
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={value}
          error={error}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            clearError();
          }}
        />
      )}
    />
  );
}
