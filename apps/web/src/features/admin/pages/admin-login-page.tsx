import { Alert, Button, Card, Center, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { adminLoginBody } from '@sahaj/contract';
import { IconShieldLock } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/notify';
import { useAdminLogin } from '../api/admin-login';

/** /admin/login: the admin signs in with e-mail and password. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useAdminLogin();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(adminLoginBody, { sync: true }),
  });
  const from = (location.state as { from?: string } | null)?.from;

  return (
    <Center component="main" mih="100dvh" p="md" bg="warmGray.0">
      <Card padding="xl" w="100%" maw={420}>
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            login.mutate(values, {
              onSuccess: () =>
                navigate(from?.startsWith('/admin') && from !== '/admin/login' ? from : '/admin', { replace: true }),
            }),
          )}
        >
          <Stack gap="md">
            <Stack gap={4} align="center" ta="center">
              <IconShieldLock size={36} color="var(--mantine-color-sahajTeal-7)" aria-hidden />
              <Title order={1} size="h2">
                Sahaj admin
              </Title>
              <Text c="dimmed" size="sm">
                Sign in to review therapist profiles.
              </Text>
            </Stack>
            {login.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(login.error)}
              </Alert>
            )}
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="username"
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Button type="submit" size="md" loading={login.isPending} color="sahajCoral.8">
              Sign in
            </Button>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
