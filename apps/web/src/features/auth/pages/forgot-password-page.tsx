import { TextInput } from '@mantine/core';
import { AUTH_MSG, type Channel, toDialCodeForm } from '@sahaj/contract';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PhoneField } from '../../../components/phone-field';
import { notify } from '../../../lib/notify';
import { forgotCheck } from '../api/forgot-check';
import { forgotReset } from '../api/forgot-reset';
import { forgotSend } from '../api/forgot-send';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { ChannelChoice } from '../components/channel-choice';
import { NotRegisteredNote } from '../components/field-note';
import { CenterLink, PrimaryButton } from '../components/form-bits';
import { FormStack } from '../components/form-stack';
import { NewPasswordForm } from '../components/new-password-form';
import { OtpCodeForm } from '../components/otp-code-form';
import { accessErrorKind } from '../lib/errors';
import { formatPhone, phoneError } from '../lib/phone-text';
import { AUTH_TEXT } from '../lib/texts';
import { emailError } from './corporate-login-page';

type Kind = 'patient' | 'doctor' | 'corporate';
interface ForgotState {
  contact?: string;
  resendAfter?: number;
}

/**
 * /user/{userType}/forgot-password/{channel?}/{accessToken?} (spec document 1 §2, §4):
 * phone → 'otp' (choose channel) → 'sms' | 'whatsapp' (code) → 'reset/{accessToken}' (new
 * password) → login. Corporate accounts use their e-mail: e-mail → 'otp' (code) → reset.
 * Also 'otp-verification/{token}': the code page with the ticket that send-verification returned
 * (the address alone is enough; forgot-password/check-verification takes the ticket).
 */
export function ForgotPasswordPage() {
  const { userType, channel, accessToken } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { contact, resendAfter } = (location.state ?? {}) as ForgotState;
  if (userType !== 'patient' && userType !== 'doctor' && userType !== 'corporate')
    return <Navigate to="/user/patient/signup" replace />;
  const kind: Kind = userType;
  const base = `/user/${kind}/forgot-password`;
  const login = `/user/${kind}/login`;

  if (channel === 'reset' && accessToken) {
    return (
      <AuthLayout>
        <NewPasswordForm
          onSave={async (password) => {
            const r = await forgotReset(accessToken, password);
            notify.success(r.message || AUTH_MSG.passwordResetSuccess);
            navigate(login, { replace: true });
          }}
        />
      </AuthLayout>
    );
  }

  if (channel === 'otp-verification' && accessToken) {
    return (
      <AuthLayout>
        <OtpCodeForm
          submitLabel="Verify"
          resendSeconds={resendAfter}
          onVerify={async (code) => {
            // The ticket from send-verification stands in for the phone or e-mail.
            const r = await forgotCheck({ token: accessToken, code, userType: kind });
            navigate(`${base}/reset/${encodeURIComponent(r.authToken)}`, { replace: true });
          }}
          footer={<BackToLogin to={login} />}
        />
      </AuthLayout>
    );
  }

  if (channel === undefined) return <ContactStep kind={kind} base={base} login={login} initial={contact} />;
  if (!contact) return <Navigate to={base} replace />;

  if (kind === 'corporate' || channel === 'sms' || channel === 'whatsapp') {
    if (kind === 'corporate' && channel !== 'otp') return <Navigate to={base} replace />;
    const sendChannel = kind === 'corporate' ? 'email' : (channel as Channel);
    return (
      <AuthLayout>
        <OtpCodeForm
          submitLabel="Verify"
          resendSeconds={resendAfter}
          sentTo={kind === 'corporate' ? contact : formatPhone(contact)}
          onVerify={async (code) => {
            const r = await forgotCheck({
              verificationContact: kind === 'corporate' ? contact : toDialCodeForm(contact),
              code,
              userType: kind,
            });
            navigate(`${base}/reset/${encodeURIComponent(r.authToken)}`, { replace: true });
          }}
          onResend={async () => {
            const r = await forgotSend({
              verificationContact: kind === 'corporate' ? contact : toDialCodeForm(contact),
              channel: sendChannel,
              userType: kind,
            });
            notify.success(r.message);
            return r.resendAfterSeconds;
          }}
          footer={<BackToLogin to={login} />}
        />
      </AuthLayout>
    );
  }
  if (channel === 'otp') return <ChannelStep kind={kind} base={base} contact={contact} />;
  return <Navigate to={base} replace />;
}

function BackToLogin({ to }: { to: string }) {
  return <CenterLink to={to}>{AUTH_TEXT.backToLogin}</CenterLink>;
}

function ContactStep({ kind, base, login, initial }: { kind: Kind; base: string; login: string; initial?: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const corporate = kind === 'corporate';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const err = corporate ? emailError(value) : phoneError(value);
    setError(err);
    if (err) return;
    if (!corporate) {
      navigate(`${base}/otp`, { state: { contact: value } satisfies ForgotState });
      return;
    }
    setBusy(true);
    try {
      const r = await forgotSend({ verificationContact: value.trim(), channel: 'email', userType: kind });
      notify.success(r.message);
      navigate(`${base}/otp`, {
        state: { contact: value.trim(), resendAfter: r.resendAfterSeconds } satisfies ForgotState,
      });
    } catch (e2) {
      if (accessErrorKind(e2) === 'notRegistered') setError((e2 as Error).message);
      else notify.error(e2);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <FormStack onSubmit={submit}>
        <AuthHeading
          title={AUTH_TEXT.forgotTitle}
          subtitle={
            corporate
              ? 'Enter the e-mail of your company account and we will send you a code.'
              : AUTH_TEXT.forgotSubtitle
          }
        />
        {corporate ? (
          <TextInput
            label="Work e-mail"
            type="email"
            autoComplete="email"
            required
            value={value}
            error={error}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setError(null);
            }}
          />
        ) : (
          <PhoneField
            value={value}
            onChange={(v) => {
              setValue(v);
              setError(null);
            }}
            error={error}
            required
          />
        )}
        <PrimaryButton loading={busy}>{AUTH_TEXT.continue}</PrimaryButton>
        <BackToLogin to={login} />
      </FormStack>
    </AuthLayout>
  );
}

function ChannelStep({ kind, base, contact }: { kind: Kind; base: string; contact: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Channel | null>(null);
  const [notRegistered, setNotRegistered] = useState(false);
  async function choose(ch: Channel) {
    setBusy(ch);
    setNotRegistered(false);
    try {
      const r = await forgotSend({ verificationContact: toDialCodeForm(contact), channel: ch, userType: kind });
      notify.success(r.message);
      navigate(`${base}/${ch}`, { state: { contact, resendAfter: r.resendAfterSeconds } satisfies ForgotState });
    } catch (err) {
      if (accessErrorKind(err) === 'notRegistered') setNotRegistered(true);
      else notify.error(err);
    } finally {
      setBusy(null);
    }
  }
  return (
    <AuthLayout>
      <ChannelChoice
        phoneLabel={formatPhone(contact)}
        busy={busy}
        onChoose={choose}
        onChangeNumber={() => navigate(base, { state: { contact } })}
        error={notRegistered && <NotRegisteredNote kind={kind} />}
      />
    </AuthLayout>
  );
}
