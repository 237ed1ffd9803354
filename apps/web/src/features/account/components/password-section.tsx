import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { changePasswordBody, PASSWORD_RULE_TEXT } from '@sahaj/contract';
import { notify } from '../../../lib/notify';
import { formErrorTarget, showServerError } from '../../../lib/server-error';
import { useChangePassword } from '../api/change-password';
import { ALERT, Section } from './section';

/** Change password with the current one; every other session of the account is signed out. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: (values) =>
      schemaResolver(changePasswordBody, { sync: true })(
        hasPassword ? values : { ...values, currentPassword: undefined as unknown as string },
      ),
  });
  return (
    <Section
      id="password-heading"
      title={hasPassword ? 'Change password' : 'Set a password'}
      hint="Saving signs you out everywhere else (other browsers and phones); you stay signed in here."
    >
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          change.mutate(
            { ...v, currentPassword: hasPassword ? v.currentPassword : undefined },
            {
              onSuccess: (r) => {
                notify.success(r.message);
                form.reset();
              },
              onError: (err) => showServerError(err, formErrorTarget(form)),
            },
          ),
        )}
      >
        <Stack gap="sm" maw={420}>
          {hasPassword && (
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              errorProps={ALERT}
              {...form.getInputProps('currentPassword')}
            />
          )}
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            errorProps={ALERT}
            {...form.getInputProps('password')}
          />
          <Text size="xs" c="dimmed" mt={-6}>
            {PASSWORD_RULE_TEXT}
          </Text>
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            errorProps={ALERT}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
            Change password
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
