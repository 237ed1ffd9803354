import { Alert, Select, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_MSG, CORPORATE_CURRENCY, PASSWORD_MIN } from '@sahaj/contract';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, notify } from '../../../lib/notify';
import { useCompanyLookups } from '../api/company-lookups';
import { companySignup } from '../api/company-signup';
import { usePublicConfig } from '../api/public-config';
import { AuthHeading } from '../components/auth-heading';
import { AuthLayout } from '../components/auth-layout';
import { AccountLink, PasswordPair, PrimaryButton } from '../components/form-bits';
import { FormStack } from '../components/form-stack';
import { type CaptchaHandle, InvisibleCaptcha } from '../components/invisible-captcha';
import { SignupTypeSwitch } from '../components/user-type-switch';
import { passCaptcha } from '../lib/captcha-pass';
import { AUTH_TEXT } from '../lib/texts';
import { useEntryRedirect } from '../lib/use-entry-redirect';
import { emailError } from './corporate-login-page';
import type { TicketState } from './ticket-code-page';

const optionalEmail = (v: string) => (v.trim() ? emailError(v) : null);

/**
 * Corporate 'Create an account' (spec document 1 §2): role, e-mail, password, confirm password,
 * location, company name, website, company e-mail, size, category, currency (INR only).
 */
export function CorporateSignupPage() {
  useEntryRedirect('/user/corporate/login');
  const navigate = useNavigate();
  const lookups = useCompanyLookups();
  const [busy, setBusy] = useState(false);
  const config = usePublicConfig();
  const captcha = useRef<CaptchaHandle>(null);
  const form = useForm({
    initialValues: {
      role: null as string | null,
      email: '',
      password: '',
      confirmPassword: '',
      location: '',
      companyName: '',
      companyWebsite: '',
      companyEmail: '',
      companySize: null as string | null,
      categoryId: null as string | null,
      currency: CORPORATE_CURRENCY,
    },
    validate: {
      role: (v) => (v ? null : AUTH_MSG.roleRequired),
      email: emailError,
      password: (v) => (!v ? AUTH_MSG.enterPassword : v.length < PASSWORD_MIN ? AUTH_MSG.passwordMin : null),
      confirmPassword: (v, values) =>
        !v ? AUTH_MSG.confirmPasswordRequired : v !== values.password ? AUTH_MSG.passwordsMismatch : null,
      location: (v) => (v.trim() ? null : AUTH_MSG.locationRequired),
      companyEmail: optionalEmail,
    },
  });

  const submit = form.onSubmit(async (v) => {
    setBusy(true);
    try {
      const category = lookups.data?.categories.find((c) => c._id === v.categoryId);
      // Each submit solves the invisible captcha afresh: the server wants a pass for every registration.
      const captchaPass = await passCaptcha(captcha.current);
      const data = await companySignup({
        role: v.role ?? '',
        email: v.email,
        password: v.password,
        location: v.location,
        companyName: v.companyName || undefined,
        companyWebsite: v.companyWebsite || undefined,
        companyEmail: v.companyEmail || undefined,
        companySize: v.companySize || undefined,
        companyCategory: category ? { categoryId: category._id, categoryName: category.categoryName } : undefined,
        currency: CORPORATE_CURRENCY,
        captchaPass,
      });
      // The account waits for its e-mail: the 6-digit code goes there, the ticket page takes it.
      notify.success(data.message);
      const state: TicketState = { length: 6, sentTo: v.email.trim(), resendAfter: data.resendAfterSeconds };
      navigate(`/user/corporate/signup/otp-verification/${encodeURIComponent(data.token)}`, { state });
    } catch (err) {
      const msg = errorMessage(err);
      if (msg === AUTH_MSG.emailAlreadyExists) form.setFieldError('email', msg);
      else notify.error(err);
    } finally {
      setBusy(false);
    }
  });

  const roles = lookups.data?.details.companySignupRoles ?? [];
  const sizes = lookups.data?.details.companySize ?? [];
  const categories = (lookups.data?.categories ?? []).map((c) => ({ value: c._id, label: c.categoryName }));

  return (
    <AuthLayout>
      <Stack gap="lg">
        <AuthHeading title={AUTH_TEXT.corporateCreate} subtitle="Wellness cover for your team, in a few steps." />
        <SignupTypeSwitch userType="corporate" />
        {lookups.isError && (
          <Alert color="red" variant="light">
            {errorMessage(lookups.error)}
          </Alert>
        )}
        <FormStack onSubmit={submit}>
          {lookups.isPending ? (
            <Skeleton h={60} />
          ) : (
            <Select
              size="md"
              label="Your role"
              placeholder="Select your role"
              data={roles}
              required
              allowDeselect={false}
              {...form.getInputProps('role')}
            />
          )}
          <TextInput label="Your e-mail" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordPair password={form.getInputProps('password')} confirm={form.getInputProps('confirmPassword')} />
          <TextInput label="Location/Area" placeholder="City, area" required {...form.getInputProps('location')} />
          <TextInput label="Company name" autoComplete="organization" {...form.getInputProps('companyName')} />
          <TextInput
            label="Company website"
            placeholder="https://"
            type="url"
            {...form.getInputProps('companyWebsite')}
          />
          <TextInput label="Company e-mail" type="email" {...form.getInputProps('companyEmail')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Select
              size="md"
              label="Company size"
              placeholder="Select size"
              data={sizes}
              disabled={lookups.isPending}
              clearable
              {...form.getInputProps('companySize')}
            />
            <Select
              size="md"
              label="Company category"
              placeholder="Select category"
              data={categories}
              disabled={lookups.isPending}
              searchable
              clearable
              {...form.getInputProps('categoryId')}
            />
          </SimpleGrid>
          <Select
            size="md"
            label="Currency"
            data={[CORPORATE_CURRENCY]}
            value={CORPORATE_CURRENCY}
            disabled
            description="Corporate accounts are billed in INR."
          />
          <InvisibleCaptcha ref={captcha} config={config.data} />
          <PrimaryButton loading={busy}>{AUTH_TEXT.corporateCreate}</PrimaryButton>
        </FormStack>
        <AccountLink prompt={AUTH_TEXT.haveAccount} label={AUTH_TEXT.logIn} to="/user/corporate/login" />
      </Stack>
    </AuthLayout>
  );
}
