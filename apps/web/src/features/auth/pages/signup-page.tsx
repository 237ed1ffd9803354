import { Checkbox, Stack, Text } from '@mantine/core';
import { AUTH_MSG, type Channel } from '@sahaj/contract';
import { type FormEvent, lazy, use, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LazyPhoneField as PhoneField } from '../../../components/lazy-phone-field';
import { errorMessage, notify } from '../../../lib/notify';
import { phoneRules, phoneRulesReady } from '../../../lib/phone-rules';
import { checkSignupCode } from '../api/check-signup-code';
import { codeUserType } from '../api/paths';
import { usePublicConfig, verifyCaptcha } from '../api/public-config';
import { sendSignupCode } from '../api/send-signup-code';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { AlreadyRegisteredNote } from '../components/field-note';
import { AccountLink, CenterLink, PrimaryButton, termsLabel } from '../components/form-bits';
import { FormStack } from '../components/form-stack';
import { type CaptchaHandle, InvisibleCaptcha } from '../components/invisible-captcha';
import { SocialSignIn } from '../components/social-sign-in';
import { SignupTypeSwitch } from '../components/user-type-switch';
import { accessErrorKind } from '../lib/errors';
import { finishLogin } from '../lib/finish-login';
import { formatPhone, phoneError } from '../lib/phone-text';
import { signupFormData } from '../lib/signup-form-data';
import { AUTH_TEXT } from '../lib/texts';
import { useEntryRedirect } from '../lib/use-entry-redirect';

// The steps after the phone number load when the person gets there (the first screen stays small).
const ChannelChoice = lazy(() => import('../components/channel-choice').then((m) => ({ default: m.ChannelChoice })));
const OtpCodeForm = lazy(() => import('../components/otp-code-form').then((m) => ({ default: m.OtpCodeForm })));
const TicketCodePage = lazy(() => import('./ticket-code-page').then((m) => ({ default: m.TicketCodePage })));

// The corporate and e-mail forms check e-mails with the contract's zod schema: loaded on demand,
// so the phone sign-up (the first screen) does not download zod.
const CorporateSignupPage = lazy(() =>
  import('./corporate-signup-page').then((m) => ({ default: m.CorporateSignupPage })),
);
const EmailSignupPage = lazy(() =>
  Promise.all([import('./email-signup-page'), phoneRulesReady]).then(([m]) => ({ default: m.EmailSignupPage })),
);

type Kind = 'patient' | 'doctor';

/**
 * /user/{userType}/signup/{step?}/{channel?} (spec document 1 §2): phone + terms + invisible
 * captcha, then 'get-started' (channel choice), then 'get-started/{channel}' (the code). Also
 * serves 'otp-verification/{token}' (the ticket code page) and 'email' (the e-mail sign-up form).
 */
export function SignupPage() {
  const { userType, step, channel } = useParams();
  if (
    step === 'otp-verification' &&
    channel &&
    (userType === 'patient' || userType === 'doctor' || userType === 'corporate')
  )
    return <TicketCodePage kind={userType} token={channel} />;
  if (userType === 'corporate') return <CorporateSignupPage />;
  if (userType !== 'patient' && userType !== 'doctor') return <Navigate to="/user/patient/signup" replace />;
  if (step === 'email') return <EmailSignupPage kind={userType} />;
  if (step === undefined) return <PhoneStep kind={userType} />;
  if (step !== 'get-started') return <Navigate to={`/user/${userType}/signup`} replace />;
  if (channel !== undefined && channel !== 'sms' && channel !== 'whatsapp')
    return <Navigate to={`/user/${userType}/signup/get-started`} replace />;
  return <CodeSteps kind={userType} channel={channel as Channel | undefined} />;
}

function PhoneStep({ kind }: { kind: Kind }) {
  useEntryRedirect(`/user/${kind}/login`);
  const navigate = useNavigate();
  const config = usePublicConfig();
  const captcha = useRef<CaptchaHandle>(null);
  const saved = signupFormData.read();
  const [phone, setPhone] = useState(saved?.userType === kind ? saved.phoneNumber : '');
  const [agreed, setAgreed] = useState(saved?.userType === kind ? saved.agreementSigned : false);
  const [errors, setErrors] = useState<{ phone?: string | null; agreed?: string | null }>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    // A number filled in before the field arrived is checked with the real rules.
    await phoneRulesReady;
    if (busy) {
      notify.info(AUTH_MSG.processingRequest);
      return;
    }
    const next = { phone: phoneError(phone), agreed: agreed ? null : AUTH_MSG.agreeTerms };
    setErrors(next);
    if (next.phone || next.agreed) return;
    setBusy(true);
    try {
      let token: string;
      try {
        token = await captcha.current!.run();
      } catch {
        notify.error(AUTH_MSG.captchaError);
        return;
      }
      let captchaPass: string;
      try {
        captchaPass = (await verifyCaptcha(token)).captchaPass;
      } catch (err) {
        notify.error(errorMessage(err) || AUTH_MSG.captchaFailedTitle);
        return;
      }
      notify.success(AUTH_MSG.captchaCompleted);
      const dial = phoneRules().toDialCodeForm(phone).split('-')[0] ?? '+91';
      // The pass goes with the code sends of this number (the server binds it to the number).
      signupFormData.write({
        phoneNumber: phone,
        phoneNumberFormat: dial,
        agreementSigned: true,
        userType: kind,
        captchaPass,
      });
      navigate(`/user/${kind}/signup/get-started`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout>
      <Stack gap="lg">
        <AuthHeading
          title={AUTH_TEXT.signupTitle}
          subtitle={kind === 'doctor' ? AUTH_TEXT.therapistSignupSubtitle : AUTH_TEXT.signupSubtitle}
        />
        <SignupTypeSwitch userType={kind} />
        <FormStack onSubmit={submit}>
          <PhoneField
            value={phone}
            onChange={(v) => {
              setPhone(v);
              if (errors.phone) setErrors((x) => ({ ...x, phone: null }));
            }}
            error={errors.phone}
            required
          />
          <div>
            <Checkbox
              checked={agreed}
              onChange={(e) => {
                setAgreed(e.currentTarget.checked);
                if (errors.agreed) setErrors((x) => ({ ...x, agreed: null }));
              }}
              aria-describedby={errors.agreed ? 'terms-error' : undefined}
              label={termsLabel}
            />
            {errors.agreed && (
              <Text id="terms-error" role="alert" size="sm" c="red.9" mt={6}>
                {errors.agreed}
              </Text>
            )}
          </div>
          <InvisibleCaptcha ref={captcha} config={config.data} />
          <PrimaryButton loading={busy}>{AUTH_TEXT.continue}</PrimaryButton>
          <CenterLink to={`/user/${kind}/signup/email`}>{AUTH_TEXT.emailSignupLink}</CenterLink>
        </FormStack>
        <SocialSignIn userType={kind} />
        <AccountLink prompt={AUTH_TEXT.haveAccount} label={AUTH_TEXT.logIn} to={`/user/${kind}/login`} />
      </Stack>
    </AuthLayout>
  );
}

function CodeSteps({ kind, channel }: { kind: Kind; channel?: Channel }) {
  // These steps show and send the number from their first render: wait for the phone rules.
  use(phoneRulesReady);
  const navigate = useNavigate();
  const form = signupFormData.read();
  const [busy, setBusy] = useState<Channel | null>(null);
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);

  if (!form || form.userType !== kind || !form.agreementSigned) return <Navigate to={`/user/${kind}/signup`} replace />;
  const phone = form.phoneNumber;
  const send = (ch: Channel) =>
    sendSignupCode({
      phoneNumber: phoneRules().toDialCodeForm(phone),
      channel: ch,
      userType: codeUserType(kind),
      captchaPass: signupFormData.read()?.captchaPass ?? '',
    });

  async function choose(ch: Channel) {
    setBusy(ch);
    setAlreadyRegistered(false);
    try {
      const r = await send(ch);
      signupFormData.update({ channel: ch, resendAfter: r.resendAfterSeconds });
      notify.success(r.message);
      navigate(`/user/${kind}/signup/get-started/${ch}`);
    } catch (err) {
      if (accessErrorKind(err) === 'alreadyRegistered') setAlreadyRegistered(true);
      else notify.error(err);
    } finally {
      setBusy(null);
    }
  }

  if (!channel) {
    return (
      <AuthLayout>
        <ChannelChoice
          phoneLabel={formatPhone(phone)}
          busy={busy}
          onChoose={choose}
          onChangeNumber={() => navigate(`/user/${kind}/signup`)}
          error={alreadyRegistered && <AlreadyRegisteredNote kind={kind} phone={phone} />}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <OtpCodeForm
        submitLabel="Verify"
        resendSeconds={form.resendAfter}
        autoSubmit={kind === 'patient'}
        sentTo={`${formatPhone(phone)} · ${channel === 'sms' ? AUTH_TEXT.sms : AUTH_TEXT.whatsapp}`}
        onVerify={async (code) => {
          const data = await checkSignupCode(kind, { phoneNumber: phoneRules().toDialCodeForm(phone), code });
          signupFormData.clear();
          finishLogin(data, 'signup', navigate, { successMessage: AUTH_MSG.phoneVerified });
        }}
        onResend={async () => {
          const r = await send(channel);
          notify.success(r.message);
          return r.resendAfterSeconds;
        }}
        footer={<CenterLink to={`/user/${kind}/signup`}>{AUTH_TEXT.changeNumber}</CenterLink>}
      />
    </AuthLayout>
  );
}
