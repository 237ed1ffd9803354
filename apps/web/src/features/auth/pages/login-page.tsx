import { PasswordInput, Stack } from '@mantine/core';
import { AUTH_MSG, type Channel } from '@sahaj/contract';
import { type FormEvent, lazy, use, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { LazyPhoneField as PhoneField } from '../../../components/lazy-phone-field';
import { notify } from '../../../lib/notify';
import { phoneRules, phoneRulesReady } from '../../../lib/phone-rules';
import { codeLogin } from '../api/code-login';
import { passwordLogin } from '../api/password-login';
import { codeUserType } from '../api/paths';
import { sendLoginCode } from '../api/send-login-code';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { FormError, NotRegisteredNote } from '../components/field-note';
import { AccountLink, CenterLink, PrimaryButton, RememberForgotRow } from '../components/form-bits';
import { FormStack } from '../components/form-stack';
import { SocialSignIn } from '../components/social-sign-in';
import { LoginTypeSwitch } from '../components/user-type-switch';
import { accessErrorKind, messageWithWait } from '../lib/errors';
import { finishLogin } from '../lib/finish-login';
import { formatPhone, phoneError } from '../lib/phone-text';
import { AUTH_TEXT } from '../lib/texts';
import { useEntryRedirect } from '../lib/use-entry-redirect';

// The code steps load when the person gets there (the first screen stays small).
const ChannelChoice = lazy(() => import('../components/channel-choice').then((m) => ({ default: m.ChannelChoice })));
const OtpCodeForm = lazy(() => import('../components/otp-code-form').then((m) => ({ default: m.OtpCodeForm })));

// The corporate form checks e-mails with the contract's zod schema: loaded on demand, so the patient
// and therapist login does not download zod.
const CorporateLoginPage = lazy(() =>
  import('./corporate-login-page').then((m) => ({ default: m.CorporateLoginPage })),
);

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
    // The code screen shows the number from its first render: wait for the phone rules.
    use(phoneRulesReady);
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
              const data = await codeLogin(kind, {
                login: phoneRules().toDialCodeForm(phone),
                otp,
                rememberMe: carried.rememberMe,
              });
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
              phoneNumber: phoneRules().toDialCodeForm(phone),
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
        <AccountLink prompt={AUTH_TEXT.corporatePrompt} label={AUTH_TEXT.corporateLogin} to="/user/corporate/login" />
      </Stack>
    </AuthLayout>
  );
}

function PasswordForm({ kind, initialPhone }: { kind: Kind; initialPhone?: string }) {
  const navigate = useNavigate();
  const [phone, setPhone] = useState(initialPhone ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<{ phone?: string | null; password?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notRegistered, setNotRegistered] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    // A number filled in before the field arrived is checked with the real rules.
    await phoneRulesReady;
    const next = { phone: phoneError(phone), password: password ? null : AUTH_MSG.enterPassword };
    setErrors(next);
    setFormError(null);
    setNotRegistered(false);
    if (next.phone || next.password) return;
    setBusy(true);
    try {
      const data = await passwordLogin(kind, { login: phoneRules().toDialCodeForm(phone), password, rememberMe });
      finishLogin(data, 'password', navigate);
    } catch (err) {
      switch (accessErrorKind(err)) {
        case 'notRegistered':
          setNotRegistered(true);
          break;
        case 'incorrectPassword':
          setErrors({ password: AUTH_MSG.incorrectPassword });
          break;
        case 'phoneNotVerified':
          notify.error(err);
          navigate(`/user/${kind}/reverify`, { state: { phone } });
          break;
        default:
          // A form error shows in the form, once (not also as a toast), with the wait when locked out.
          setFormError(await messageWithWait(err));
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
      {formError && <FormError>{formError}</FormError>}
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
      const r = await sendLoginCode({
        phoneNumber: phoneRules().toDialCodeForm(phone),
        channel: ch,
        userType: codeUserType(kind),
      });
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
      } else {
        setChoosing(false);
        setError(await messageWithWait(err));
      }
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
      onSubmit={async (e) => {
        e.preventDefault();
        await phoneRulesReady;
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
