import { PasswordInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { onboardingPasswordBody, PASSWORD_MIN } from '@sahaj/contract';
import { ALERT } from '../lib/a11y';
import { SubmitButton, useSavePage } from './save-page';
import type { StepProps } from './step-props';
import { StepForm } from './wizard-frame';

export function PasswordStep({ page, onSaved, submitLabel }: StepProps) {
  const { save, pending } = useSavePage(onSaved);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(onboardingPasswordBody, { sync: true }),
  });
  return (
    <StepForm
      title="Set a password"
      description="Use it to sign in with your phone number and password next time."
      onSubmit={form.onSubmit((v) =>
        save({ page, password: v.password, confirmPassword: v.confirmPassword }, (m) =>
          form.setFieldError('password', m),
        ),
      )}
      actions={<SubmitButton loading={pending}>{submitLabel}</SubmitButton>}
    >
      <PasswordInput
        errorProps={ALERT}
        label="Password"
        description={`At least ${PASSWORD_MIN} characters`}
        autoComplete="new-password"
        autoFocus
        {...form.getInputProps('password')}
      />
      <PasswordInput
        errorProps={ALERT}
        label="Confirm password"
        autoComplete="new-password"
        {...form.getInputProps('confirmPassword')}
      />
    </StepForm>
  );
}
