import type { CaptchaVerifier } from './captcha';

/** Google reCAPTCHA (v2 invisible or v3): the server asks the verify URL whether the token is good. */
export class RecaptchaCaptcha implements CaptchaVerifier {
  readonly kind = 'recaptcha' as const;

  constructor(
    private readonly settings: { secret: string; verifyUrl: string; minScore?: number },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async verify(token: string, remoteIp?: string): Promise<boolean> {
    const form = new URLSearchParams({ secret: this.settings.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    const res = await this.fetchImpl(this.settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`reCAPTCHA verify answered ${res.status}`);
    const body = (await res.json()) as { success?: boolean; score?: number };
    if (body.success !== true) return false;
    // v3 tokens carry a score; v2 tokens do not.
    return typeof body.score !== 'number' || body.score >= (this.settings.minScore ?? 0.5);
  }
}
