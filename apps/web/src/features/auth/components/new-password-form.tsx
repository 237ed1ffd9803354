import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUTH_MSG, PASSWORD_MIN } from '@sahaj/contract';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { AUTH_TEXT } from '../lib/texts';
import { AuthHeading } from './auth-heading';
import { PrimaryButton } from './form-bits';
import { FormStack } from './form-stack';

/** The reset and change rules of spec document 1 §5, in the spec's words. */
export function newPasswordError(v: string): string | null {
  if (!v) return AUTH_MSG.enterPassword;
  if (v.length < PASSWORD_MIN) return AUTH_MSG.resetPasswordMin;
  if (!/[A-Z]/.test(v) || !/[a-z]/.test(v) || !/[0-9]/.test(v)) return AUTH_MSG.passwordComplexity;
  return null;
}

/** New password and its confirmation; onSave throws to show the server's message. */
export function NewPasswordForm({ onSave }: { onSave: (password: string) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      password: newPasswordError,
      confirm: (v, values) => (v !== values.password ? AUTH_MSG.resetPasswordsMismatch : null),
    },
  });
  return (
    <FormStack
      onSubmit={form.onSubmit(async (v) => {
        setBusy(true);
        try {
          await onSave(v.password);
        } catch (err) {
          notify.error(err);
        } finally {
          setBusy(false);
        }
      })}
    >
      <AuthHeading title={AUTH_TEXT.resetTitle} subtitle={AUTH_TEXT.resetSubtitle} />
      <PasswordInput
        label={AUTH_TEXT.newPassword}
        description="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label={AUTH_TEXT.confirmPassword}
        autoComplete="new-password"
        required
        {...form.getInputProps('confirm')}
      />
      <PrimaryButton loading={busy}>{AUTH_TEXT.savePassword}</PrimaryButton>
    </FormStack>
  );
}
