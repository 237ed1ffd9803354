import { Anchor, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_MSG, emailInput } from '@sahaj/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { companyLogin } from '../api/company-login';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { AccountLink, PrimaryButton, RememberForgotRow } from '../components/form-bits';
import { FormStack } from '../components/form-stack';
import { accessErrorKind } from '../lib/errors';
import { finishLogin } from '../lib/finish-login';
import { AUTH_TEXT } from '../lib/texts';
import { useEntryRedirect } from '../lib/use-entry-redirect';

/** E-mail field rule shared by the corporate forms: required, then a valid address. */
export function emailError(value: string): string | null {
  if (!value.trim()) return AUTH_MSG.emailRequired;
  return emailInput.safeParse(value).success ? null : AUTH_MSG.validEmail;
}

/** /user/corporate/login: corporate accounts sign in with e-mail and password only. */
export function CorporateLoginPage() {
  useEntryRedirect('/user/corporate/login');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '', rememberMe: false },
    validate: {
      email: emailError,
      password: (v) => (v ? null : AUTH_MSG.enterPassword),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const data = await companyLogin({
        login: values.email,
        password: values.password,
        rememberMe: values.rememberMe,
      });
      finishLogin(data, 'password', navigate);
    } catch (err) {
      const kind = accessErrorKind(err);
      if (kind === 'notRegistered') form.setFieldError('email', (err as Error).message);
      else if (kind === 'incorrectPassword') form.setFieldError('password', AUTH_MSG.incorrectPassword);
      else notify.error(err);
    } finally {
      setBusy(false);
    }
  });

  return (
    <AuthLayout>
      <Stack gap="lg">
        <AuthHeading title={AUTH_TEXT.corporateLoginTitle} subtitle={AUTH_TEXT.corporateLoginSubtitle} />
        <FormStack onSubmit={submit}>
          <TextInput label="Work e-mail" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordInput
            label={AUTH_TEXT.password}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <RememberForgotRow
            checkbox={form.getInputProps('rememberMe', { type: 'checkbox' })}
            forgotTo="/user/corporate/forgot-password"
          />
          <PrimaryButton loading={busy}>{AUTH_TEXT.logIn}</PrimaryButton>
        </FormStack>
        <AccountLink prompt={AUTH_TEXT.noAccount} label={AUTH_TEXT.corporateCreate} to="/user/corporate/signup" />
        <Text size="sm" ta="center" c="dimmed">
          Looking for care or signing in as a therapist?{' '}
          <Anchor component={Link} to="/user/patient/login">
            Patient and therapist login
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
