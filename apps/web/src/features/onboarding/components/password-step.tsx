import { Button, PasswordInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { onboardingPasswordBody, PASSWORD_MIN } from '@sahaj/contract';
import { useUpdateProfile } from '../api/update-profile';
import { ALERT } from '../lib/a11y';
import { showSaveError } from '../lib/server-error';
import type { StepProps } from './step-props';
import { StepForm } from './wizard-frame';

export function PasswordStep({ page, onSaved, submitLabel }: StepProps) {
  const save = useUpdateProfile();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(onboardingPasswordBody, { sync: true }),
  });
  return (
    <StepForm
      title="Set a password"
      description="Use it to sign in with your phone number and password next time."
      onSubmit={form.onSubmit((v) =>
        save.mutate(
          { page, password: v.password, confirmPassword: v.confirmPassword },
          { onSuccess: onSaved, onError: (e) => showSaveError(e, (m) => form.setFieldError('password', m)) },
        ),
      )}
      actions={
        <Button type="submit" size="md" fullWidth loading={save.isPending}>
          {submitLabel}
        </Button>
      }
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
