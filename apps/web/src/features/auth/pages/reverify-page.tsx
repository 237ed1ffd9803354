import { TextInput } from '@mantine/core';
import { AUTH_MSG, toDialCodeForm } from '@sahaj/contract';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PhoneField } from '../../../components/phone-field';
import { notify } from '../../../lib/notify';
import { resendEmailVerification } from '../api/resend-email-verification';
import { reverifyPhone } from '../api/reverify-phone';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { CenterLink, PrimaryButton } from '../components/form-bits';
import { FormStack } from '../components/form-stack';
import { AUTH_TEXT } from '../lib/texts';
import { emailError } from './corporate-login-page';
import type { TicketState } from './ticket-code-page';

/**
 * /user/{userType}/reverify: 'Verify phone'. Sends a code (POST /registration/reverify-phone)
 * and goes to the code page with the ticket the server returns (data.token).
 */
export function ReverifyPhonePage() {
  const { userType } = useParams();
  const navigate = useNavigate();
  const carried = ((useLocation().state ?? {}) as { phone?: string }).phone;
  const [phone, setPhone] = useState(carried ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (userType !== 'patient' && userType !== 'doctor') return <Navigate to="/user/patient/signup" replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!phone) return setError(AUTH_MSG.phoneRequired);
    setBusy(true);
    try {
      const dial = toDialCodeForm(phone);
      const r = await reverifyPhone({ phoneNumber: dial, userType: userType as 'patient' | 'doctor', channel: 'sms' });
      notify.success(r.message);
      const state: TicketState = { length: 6, sentTo: dial, resendAfter: r.resendAfterSeconds };
      navigate(`/user/${userType}/signup/otp-verification/${encodeURIComponent(r.token)}`, { state });
    } catch (err) {
      notify.error(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <FormStack onSubmit={submit}>
        <AuthHeading title={AUTH_TEXT.verifyPhone} subtitle={AUTH_TEXT.verifyPhoneSubtitle} />
        <PhoneField
          value={phone}
          onChange={(v) => {
            setPhone(v);
            setError(null);
          }}
          error={error}
          required
        />
        <PrimaryButton loading={busy}>{AUTH_TEXT.sendCode}</PrimaryButton>
        <CenterLink to={`/user/${userType}/login`}>{AUTH_TEXT.backToLogin}</CenterLink>
      </FormStack>
    </AuthLayout>
  );
}

/** /user/{userType}/reverify-email: 'Verify e-mail' (PATCH /registration/resend-email-verification). */
export function ReverifyEmailPage() {
  const { userType } = useParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (userType !== 'patient' && userType !== 'doctor' && userType !== 'corporate')
    return <Navigate to="/user/patient/signup" replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const err = emailError(email);
    setError(err);
    if (err) return;
    setBusy(true);
    try {
      const r = await resendEmailVerification({
        email: email.trim(),
        userType: userType === 'corporate' ? 'company' : (userType as 'patient' | 'doctor'),
      });
      notify.success(r.message || AUTH_MSG.emailCodeSent);
      const state: TicketState = { length: 4, sentTo: email.trim(), resendAfter: r.resendAfterSeconds };
      navigate(`/user/${userType}/signup/otp-verification/${encodeURIComponent(r.token)}`, { state });
    } catch (e2) {
      notify.error(e2);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <FormStack onSubmit={submit}>
        <AuthHeading title={AUTH_TEXT.verifyEmail} subtitle={AUTH_TEXT.verifyEmailSubtitle} />
        <TextInput
          label={AUTH_TEXT.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setError(null);
          }}
        />
        <PrimaryButton loading={busy}>{AUTH_TEXT.sendLink}</PrimaryButton>
        <CenterLink to={`/user/${userType}/login`}>{AUTH_TEXT.backToLogin}</CenterLink>
      </FormStack>
    </AuthLayout>
  );
}
