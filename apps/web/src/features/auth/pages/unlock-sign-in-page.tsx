import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { AUTH_MSG } from '@sahaj/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/notify';
import { useUnlockSignIn } from '../api/unlock-sign-in';
import { AuthLayout } from '../components/auth-layout';

/** Where each kind of account signs in (the link's `for`). */
const SIGN_IN: Record<string, string> = {
  patient: '/user/patient/login',
  doctor: '/user/doctor/login',
  corporate: '/user/corporate/login',
  admin: '/admin/login',
};

/**
 * /user/unlock-sign-in?token=…&for=…: the link e-mailed to an account's owner after strangers' failed
 * logins paused signing in (issue 20 #15; docs/login-lockout.md). The person presses the button on
 * the device they want to use — opening the page alone does nothing, so a mail scanner that follows
 * links unlocks nobody — and that device may then sign in.
 */
export function UnlockSignInPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signIn = SIGN_IN[params.get('for') ?? ''] ?? SIGN_IN.patient!;
  const unlock = useUnlockSignIn();
  return (
    <AuthLayout>
      <Stack gap="md">
        <Title order={1} size="h2">
          Sign in from this device
        </Title>
        {unlock.isSuccess ? (
          <>
            <Alert color="teal" icon={<IconCircleCheck aria-hidden />} role="status">
              {unlock.data.message || AUTH_MSG.loginUnlocked}
            </Alert>
            <Button component={Link} to={signIn} replace>
              Go to sign in
            </Button>
          </>
        ) : (
          <>
            <Text>
              Someone tried to sign in to your account with wrong passwords, so signing in was paused for new devices.
              If that was you, or you want to sign in now, continue on this device. The link works once, for an hour.
            </Text>
            {!token && (
              <Alert color="red" role="alert">
                {AUTH_MSG.loginUnlockInvalid}
              </Alert>
            )}
            {unlock.isError && (
              <Alert color="red" role="alert">
                {errorMessage(unlock.error)}
              </Alert>
            )}
            <Button onClick={() => unlock.mutate(token)} loading={unlock.isPending} disabled={!token}>
              Let this device sign in
            </Button>
            <Text size="sm" c="dimmed">
              Not you? Nobody got into your account. You can change your password from Settings once you are signed in.
            </Text>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
