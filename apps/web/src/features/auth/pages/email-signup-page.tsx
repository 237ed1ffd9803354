import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_MSG, emailInput, nameProblem, PASSWORD_MIN, toDialCodeForm } from '@sahaj/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PhoneField } from '../../../components/phone-field';
import { errorMessage, notify } from '../../../lib/notify';
import { emailSignup } from '../api/email-signup';
import { usePublicConfig } from '../api/public-config';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { AlreadyRegisteredNote } from '../components/field-note';
import { AccountLink, CenterLink, PasswordPair, PrimaryButton, termsLabel } from '../components/form-bits';
import { FormStack } from '../components/form-stack';
import { type CaptchaHandle, InvisibleCaptcha } from '../components/invisible-captcha';
import { SignupTypeSwitch } from '../components/user-type-switch';
import { passCaptcha } from '../lib/captcha-pass';
import { accessErrorKind } from '../lib/errors';
import { phoneError } from '../lib/phone-text';
import { AUTH_TEXT } from '../lib/texts';
import { useEntryRedirect } from '../lib/use-entry-redirect';
import type { TicketState } from './ticket-code-page';

/** The one name rule (contract person.ts); empty says the name is required, not 'only alphabets'. */
const nameError = (required: string) => (v: string) => nameProblem(v.trim(), required) ?? null;

/**
 * The second sign-up form (spec document 1 §2, §3): first and last name, e-mail (required for
 * therapists, optional for patients), phone and password. The server answers with a ticket and
 * the page goes to /user/{userType}/signup/otp-verification/{token}.
 */
export function EmailSignupPage({ kind }: { kind: 'patient' | 'doctor' }) {
  useEntryRedirect(`/user/${kind}/login`);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);
  const config = usePublicConfig();
  const captcha = useRef<CaptchaHandle>(null);
  const form = useForm({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      agreed: false,
    },
    validate: {
      firstName: nameError(AUTH_MSG.firstNameRequired),
      lastName: nameError(AUTH_MSG.lastNameRequired),
      email: (v) => {
        if (!v.trim()) return kind === 'doctor' ? AUTH_MSG.emailRequired : null;
        return emailInput.safeParse(v).success ? null : AUTH_MSG.validEmail;
      },
      phone: phoneError,
      password: (v) => (!v ? AUTH_MSG.enterPassword : v.length < PASSWORD_MIN ? AUTH_MSG.passwordMin : null),
      confirmPassword: (v, values) =>
        !v ? AUTH_MSG.confirmPasswordRequired : v !== values.password ? AUTH_MSG.passwordsMismatch : null,
      agreed: (v) => (v ? null : AUTH_MSG.acceptAgreement),
    },
  });

  const submit = form.onSubmit(async (v) => {
    setBusy(true);
    setAlreadyRegistered(false);
    try {
      const dial = toDialCodeForm(v.phone);
      // Each submit solves the invisible captcha afresh: the server wants a pass for every sign-up.
      const captchaPass = await passCaptcha(captcha.current);
      const data = await emailSignup(kind, {
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        email: v.email.trim() || undefined,
        phone: { countryCode: dial.split('-')[0], phoneNumber: dial },
        password: v.password,
        captchaPass,
      });
      notify.success(data.message);
      const state: TicketState = {
        length: 6,
        sentTo: data.codeSentTo === 'email' ? v.email.trim() : dial,
        resendAfter: data.resendAfterSeconds,
      };
      navigate(`/user/${kind}/signup/otp-verification/${encodeURIComponent(data.token)}`, { state });
    } catch (err) {
      const msg = errorMessage(err);
      if (accessErrorKind(err) === 'alreadyRegistered') setAlreadyRegistered(true);
      else if (msg === AUTH_MSG.emailAlreadyExists) form.setFieldError('email', msg);
      else notify.error(err);
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthLayout>
      <Stack gap="lg">
        <AuthHeading title={AUTH_TEXT.emailSignupTitle} subtitle="Tell us a little about you to create your account." />
        <SignupTypeSwitch userType={kind} />
        <FormStack onSubmit={submit}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={AUTH_TEXT.firstName}
              autoComplete="given-name"
              required
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={AUTH_TEXT.lastName}
              autoComplete="family-name"
              required
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={AUTH_TEXT.email}
            type="email"
            autoComplete="email"
            required={kind === 'doctor'}
            description={kind === 'patient' ? 'Optional' : undefined}
            {...form.getInputProps('email')}
          />
          <div>
            <PhoneField
              value={form.values.phone}
              onChange={(v) => {
                form.setFieldValue('phone', v);
                setAlreadyRegistered(false);
              }}
              error={form.errors.phone as string | undefined}
              required
            />
            {alreadyRegistered && <AlreadyRegisteredNote kind={kind} phone={form.values.phone} />}
          </div>
          <PasswordPair password={form.getInputProps('password')} confirm={form.getInputProps('confirmPassword')} />
          <Checkbox label={termsLabel} {...form.getInputProps('agreed', { type: 'checkbox' })} />
          <InvisibleCaptcha ref={captcha} config={config.data} />
          <PrimaryButton loading={busy}>{AUTH_TEXT.signUp}</PrimaryButton>
          <CenterLink to={`/user/${kind}/signup`}>{AUTH_TEXT.phoneSignupLink}</CenterLink>
        </FormStack>
        <AccountLink prompt={AUTH_TEXT.haveAccount} label={AUTH_TEXT.logIn} to={`/user/${kind}/login`} />
      </Stack>
    </AuthLayout>
  );
}
