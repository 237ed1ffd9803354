import { PasswordInput, Stack } from '@mantine/core';
import { type Channel, MSG, toDialCodeForm, toE164 } from '@sahaj/contract';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PhoneField } from '../../../components/phone-field';
import { notify } from '../../../lib/notify';
import { codeLogin, passwordLogin, sendLoginCode } from '../api/access';
import { codeUserType } from '../api/paths';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { ChannelChoice } from '../components/channel-choice';
import { NotRegisteredNote } from '../components/field-note';
import { AccountLink, CenterLink, PrimaryButton, RememberForgotRow } from '../components/form-bits';
import { FormStack } from '../components/form-stack';
import { OtpCodeForm } from '../components/otp-code-form';
import { SocialSignIn } from '../components/social-sign-in';
import { LoginTypeSwitch } from '../components/user-type-switch';
import { accessErrorKind } from '../lib/errors';
import { finishLogin } from '../lib/finish-login';
import { AUTH_TEXT } from '../lib/texts';
import { useEntryRedirect } from '../lib/use-entry-redirect';
import { CorporateLoginPage } from './corporate-login-page';

type Kind = 'patient' | 'doctor';

/** /user/{userType}/login/{step?}/{channel?}: password or one-time-code sign-in (spec document 1 §2). */
export function LoginPage() {
  const { userType, step, channel } = useParams();
  if (userType === 'corporate') return <CorporateLoginPage />;
  if (userType !== 'patient' && userType !== 'doctor') return <Navigate to="/user/patient/signup" replace />;
  if (step !== undefined && step !== 'otp' && step !== 'password')
    return <Navigate to={`/user/${userType}/login`} replace />;
  if (channel !== undefined && channel !== 'sms' && channel !== 'whatsapp')
    return <Navigate to={`/user/${userType}/login/otp`} replace />;
  return <LoginScreen kind={userType} step={step ?? 'password'} channel={channel as Channel | undefined} />;
}

interface LoginState {
  phone?: string;
  rememberMe?: boolean;
  /** The server's resend wait from the send reply. */
  resendAfter?: number;
}

function LoginScreen({ kind, step, channel }: { kind: Kind; step: 'otp' | 'password'; channel?: Channel }) {
  useEntryRedirect(`/user/${kind}/login`);
  const location = useLocation();
  const navigate = useNavigate();
  const carried = (location.state ?? {}) as LoginState;
  const rest = step === 'otp' ? `/otp${channel ? `/${channel}` : ''}` : '';

  if (step === 'otp' && channel) {
    if (!carried.phone) return <Navigate to={`/user/${kind}/login/otp`} replace />;
    const phone = carried.phone;
    return (
      <AuthLayout>
        <OtpCodeForm
          submitLabel="Sign In"
          resendSeconds={carried.resendAfter}
          sentTo={`${formatPhone(phone)} · ${channel === 'sms' ? AUTH_TEXT.sms : AUTH_TEXT.whatsapp}`}
          onVerify={async (otp) => {
            try {
              const data = await codeLogin(kind, { login: toDialCodeForm(phone), otp, rememberMe: carried.rememberMe });
              finishLogin(data, 'otp', navigate);
            } catch (err) {
              if (accessErrorKind(err) === 'phoneNotVerified') {
                notify.error(err);
                navigate(`/user/${kind}/reverify`, { state: { phone } });
                return;
              }
              throw err;
            }
          }}
          onResend={async () => {
            const r = await sendLoginCode({
              phoneNumber: toDialCodeForm(phone),
              channel,
              userType: codeUserType(kind),
            });
            notify.success(r.message);
            return r.resendAfterSeconds;
          }}
          footer={
            <CenterLink to={`/user/${kind}/login/otp`} state={{ phone }}>
              {AUTH_TEXT.changeNumber}
            </CenterLink>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Stack gap="lg">
        <AuthHeading title={AUTH_TEXT.welcomeBack} subtitle={AUTH_TEXT.loginSubtitle} />
        <LoginTypeSwitch userType={kind} rest={rest} />
        {step === 'otp' ? (
          <CodeRequest kind={kind} initialPhone={carried.phone} />
        ) : (
          <PasswordForm kind={kind} initialPhone={carried.phone} />
        )}
        <SocialSignIn userType={kind} />
        <AccountLink prompt={AUTH_TEXT.noAccount} label={AUTH_TEXT.signUp} to={`/user/${kind}/signup`} />
      </Stack>
    </AuthLayout>
  );
}

export function formatPhone(e164: string): string {
  return toDialCodeForm(e164).replace('-', ' ');
}

/** Required, and a real number for its country. */
export function phoneError(value: string): string | null {
  if (!value) return MSG.phoneRequired;
  return toE164(value) ? null : MSG.invalidPhone;
}

function PasswordForm({ kind, initialPhone }: { kind: Kind; initialPhone?: string }) {
  const navigate = useNavigate();
  const [phone, setPhone] = useState(initialPhone ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<{ phone?: string | null; password?: string | null }>({});
  const [notRegistered, setNotRegistered] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next = { phone: phoneError(phone), password: password ? null : MSG.enterPassword };
    setErrors(next);
    setNotRegistered(false);
    if (next.phone || next.password) return;
    setBusy(true);
    try {
      const data = await passwordLogin(kind, { login: toDialCodeForm(phone), password, rememberMe });
      finishLogin(data, 'password', navigate);
    } catch (err) {
      switch (accessErrorKind(err)) {
        case 'notRegistered':
          setNotRegistered(true);
          break;
        case 'incorrectPassword':
          setErrors({ password: MSG.incorrectPassword });
          break;
        case 'phoneNotVerified':
          notify.error(err);
          navigate(`/user/${kind}/reverify`, { state: { phone } });
          break;
        default:
          notify.error(err);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormStack onSubmit={submit}>
      <div>
        <PhoneField
          value={phone}
          onChange={(v) => {
            setPhone(v);
            setNotRegistered(false);
            if (errors.phone) setErrors((x) => ({ ...x, phone: null }));
          }}
          error={errors.phone}
          required
        />
        {notRegistered && <NotRegisteredNote kind={kind} />}
      </div>
      <PasswordInput
        label={AUTH_TEXT.password}
        value={password}
        onChange={(e) => {
          setPassword(e.currentTarget.value);
          if (errors.password) setErrors((x) => ({ ...x, password: null }));
        }}
        error={errors.password}
        autoComplete="current-password"
        required
      />
      <RememberForgotRow
        checkbox={{ checked: rememberMe, onChange: (e) => setRememberMe(e.currentTarget.checked) }}
        forgotTo={`/user/${kind}/forgot-password`}
      />
      <PrimaryButton loading={busy}>{AUTH_TEXT.logIn}</PrimaryButton>
      <CenterLink to={`/user/${kind}/login/otp`} state={{ phone }}>
        {AUTH_TEXT.useOtp}
      </CenterLink>
    </FormStack>
  );
}

function CodeRequest({ kind, initialPhone }: { kind: Kind; initialPhone?: string }) {
  const navigate = useNavigate();
  const [phone, setPhone] = useState(initialPhone ?? '');
  const [rememberMe, setRememberMe] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notRegistered, setNotRegistered] = useState(false);
  const [busy, setBusy] = useState<Channel | null>(null);
  const [choosing, setChoosing] = useState(false);

  async function choose(ch: Channel) {
    setBusy(ch);
    setNotRegistered(false);
    try {
      const r = await sendLoginCode({ phoneNumber: toDialCodeForm(phone), channel: ch, userType: codeUserType(kind) });
      notify.success(r.message);
      navigate(`/user/${kind}/login/otp/${ch}`, {
        state: { phone, rememberMe, resendAfter: r.resendAfterSeconds } satisfies LoginState,
      });
    } catch (err) {
      const k = accessErrorKind(err);
      if (k === 'notRegistered') {
        setChoosing(false);
        setNotRegistered(true);
      } else if (k === 'phoneNotVerified') {
        notify.error(err);
        navigate(`/user/${kind}/reverify`, { state: { phone } });
      } else notify.error(err);
    } finally {
      setBusy(null);
    }
  }

  if (choosing) {
    return (
      <ChannelChoice
        headingOrder={2}
        phoneLabel={formatPhone(phone)}
        busy={busy}
        onChoose={choose}
        onChangeNumber={() => setChoosing(false)}
      />
    );
  }

  return (
    <FormStack
      onSubmit={(e) => {
        e.preventDefault();
        const err = phoneError(phone);
        setError(err);
        if (!err) setChoosing(true);
      }}
    >
      <div>
        <PhoneField
          value={phone}
          onChange={(v) => {
            setPhone(v);
            setNotRegistered(false);
            setError(null);
          }}
          error={error}
          required
        />
        {notRegistered && <NotRegisteredNote kind={kind} />}
      </div>
      <RememberForgotRow
        checkbox={{ checked: rememberMe, onChange: (e) => setRememberMe(e.currentTarget.checked) }}
        forgotTo={`/user/${kind}/forgot-password`}
      />
      <PrimaryButton>{AUTH_TEXT.continue}</PrimaryButton>
      <CenterLink to={`/user/${kind}/login/password`} state={{ phone }}>
        {AUTH_TEXT.usePassword}
      </CenterLink>
    </FormStack>
  );
}
