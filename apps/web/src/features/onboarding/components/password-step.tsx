import { PasswordInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MSG, onboardingPasswordBody, PASSWORD_RULE_TEXT } from '@sahaj/contract';
import { useState } from 'react';
import { type FieldErrorTarget, formErrorTarget } from '../../../lib/server-error';
import { ALERT } from '../lib/a11y';
import { SubmitButton, useSavePage } from './save-page';
import type { StepProps } from './step-props';
import { StepForm } from './wizard-frame';

/**
 * Page 6. A first password is set with the password twice; an account that already has one (back
 * here after finishing, or a password set elsewhere) must give the current one to change it (issue 9
 * #2). When the wizard does not know, the server says so and the field appears.
 */
export function PasswordStep({ page, known, onSaved, submitLabel }: StepProps) {
  const { save, pending } = useSavePage(onSaved);
  const [askCurrent, setAskCurrent] = useState(known.hasPassword === true);
  const form = useForm({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: (values) => ({
      ...schemaResolver(onboardingPasswordBody, { sync: true })(values),
      ...(askCurrent && !values.currentPassword ? { currentPassword: MSG.currentPasswordRequired } : {}),
    }),
  });
  const fields: FieldErrorTarget = (field, message) => {
    if (field === 'currentPassword') setAskCurrent(true);
    return formErrorTarget(form)(field, message);
  };
  return (
    <StepForm
      title={askCurrent ? 'Change your password' : 'Set a password'}
      description="Use it to sign in with your phone number and password next time."
      onSubmit={form.onSubmit((v) =>
        save(
          {
            page,
            password: v.password,
            confirmPassword: v.confirmPassword,
            ...(askCurrent ? { currentPassword: v.currentPassword } : {}),
          },
          fields,
        ),
      )}
      actions={<SubmitButton loading={pending}>{submitLabel}</SubmitButton>}
    >
      {askCurrent && (
        <PasswordInput
          errorProps={ALERT}
          label="Current password"
          autoComplete="current-password"
          autoFocus
          {...form.getInputProps('currentPassword')}
        />
      )}
      <PasswordInput
        errorProps={ALERT}
        label={askCurrent ? 'New password' : 'Password'}
        description={PASSWORD_RULE_TEXT}
        autoComplete="new-password"
        autoFocus={!askCurrent}
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
