import { Checkbox, Stack, Text } from '@mantine/core';
import { type Channel, MSG, toDialCodeForm } from '@sahaj/contract';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PhoneField } from '../../../components/phone-field';
import { errorMessage, notify } from '../../../lib/notify';
import { checkSignupCode, sendSignupCode } from '../api/access';
import { codeUserType } from '../api/paths';
import { usePublicConfig, verifyCaptcha } from '../api/public-config';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { ChannelChoice } from '../components/channel-choice';
import { AlreadyRegisteredNote } from '../components/field-note';
import { AccountLink, CenterLink, PrimaryButton, termsLabel } from '../components/form-bits';
import { FormStack } from '../components/form-stack';
import { type CaptchaHandle, InvisibleCaptcha } from '../components/invisible-captcha';
import { OtpCodeForm } from '../components/otp-code-form';
import { SocialSignIn } from '../components/social-sign-in';
import { SignupTypeSwitch } from '../components/user-type-switch';
import { accessErrorKind } from '../lib/errors';
import { finishLogin } from '../lib/finish-login';
import { signupFormData } from '../lib/signup-form-data';
import { AUTH_TEXT } from '../lib/texts';
import { useEntryRedirect } from '../lib/use-entry-redirect';
import { CorporateSignupPage } from './corporate-signup-page';
import { EmailSignupPage } from './email-signup-page';
import { formatPhone, phoneError } from './login-page';
import { TicketCodePage } from './ticket-code-page';

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
    if (busy) {
      notify.info(MSG.processingRequest);
      return;
    }
    const next = { phone: phoneError(phone), agreed: agreed ? null : MSG.agreeTerms };
    setErrors(next);
    if (next.phone || next.agreed) return;
    setBusy(true);
    try {
      let token: string;
      try {
        token = await captcha.current!.run();
      } catch {
        notify.error(MSG.captchaError);
        return;
      }
      try {
        await verifyCaptcha(token);
      } catch (err) {
        notify.error(errorMessage(err) || MSG.captchaFailedTitle);
        return;
      }
      notify.success(MSG.captchaCompleted);
      const dial = toDialCodeForm(phone).split('-')[0] ?? '+91';
      signupFormData.write({ phoneNumber: phone, phoneNumberFormat: dial, agreementSigned: true, userType: kind });
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
              <Text id="terms-error" role="alert" size="sm" c="red.8" mt={6}>
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
  const navigate = useNavigate();
  const form = signupFormData.read();
  const [busy, setBusy] = useState<Channel | null>(null);
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);

  if (!form || form.userType !== kind || !form.agreementSigned) return <Navigate to={`/user/${kind}/signup`} replace />;
  const phone = form.phoneNumber;
  const send = (ch: Channel) =>
    sendSignupCode({ phoneNumber: toDialCodeForm(phone), channel: ch, userType: codeUserType(kind) });

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
          const data = await checkSignupCode(kind, { phoneNumber: toDialCodeForm(phone), code });
          signupFormData.clear();
          finishLogin(data, 'signup', navigate, { successMessage: MSG.phoneVerified });
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
