import { Button, Divider, Stack } from '@mantine/core';
import { AUTH_MSG, type LoginData } from '@sahaj/contract';
import { IconBrandApple } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadScript } from '../../../lib/load-script';
import { notify } from '../../../lib/notify';
import { appleAuth } from '../api/apple-auth';
import { googleAuth } from '../api/google-auth';
import { usePublicConfig } from '../api/public-config';
import { finishLogin } from '../lib/finish-login';
import { AUTH_TEXT } from '../lib/texts';

interface GoogleId {
  initialize: (opts: Record<string, unknown>) => void;
  renderButton: (el: HTMLElement, opts: Record<string, unknown>) => void;
}
interface AppleId {
  auth: {
    init: (opts: Record<string, unknown>) => void;
    signIn: () => Promise<{
      authorization: { id_token: string };
      user?: { name?: { firstName?: string; lastName?: string } };
    }>;
  };
}

/**
 * Google and Apple sign-in buttons; each is hidden when the server's public config has no
 * client id for it (the server then answers 'Apple Sign-In is not available' anyway).
 */
export function SocialSignIn({ userType }: { userType: 'patient' | 'doctor' }) {
  const config = usePublicConfig();
  const googleId = config.data?.googleClientId ?? null;
  const appleId = config.data?.appleClientId ?? null;
  if (!googleId && !appleId) return null;
  return (
    <Stack gap="sm">
      <Divider label={AUTH_TEXT.orContinueWith} labelPosition="center" />
      {googleId && <GoogleButton clientId={googleId} userType={userType} />}
      {appleId && <AppleButton clientId={appleId} userType={userType} />}
    </Stack>
  );
}

function GoogleButton({ clientId, userType }: { clientId: string; userType: 'patient' | 'doctor' }) {
  const host = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    loadScript('https://accounts.google.com/gsi/client')
      .then(() => {
        const g = (window as unknown as { google?: { accounts: { id: GoogleId } } }).google;
        if (!live || !g || !host.current) return;
        g.accounts.id.initialize({
          client_id: clientId,
          callback: async ({ credential }: { credential: string }) => {
            try {
              const data: LoginData = await googleAuth(userType, credential);
              finishLogin(data, 'google', navigate, { successMessage: AUTH_MSG.googleOauthSuccess });
            } catch (err) {
              notify.error(err);
            }
          },
        });
        g.accounts.id.renderButton(host.current, {
          theme: 'outline',
          size: 'large',
          width: 320,
          text: 'continue_with',
        });
      })
      .catch(() => notify.error(AUTH_MSG.googleUnavailable));
    return () => {
      live = false;
    };
  }, [clientId, userType, navigate]);
  return <div ref={host} style={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />;
}

function AppleButton({ clientId, userType }: { clientId: string; userType: 'patient' | 'doctor' }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function signIn() {
    setBusy(true);
    try {
      await loadScript('https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js');
      const apple = (window as unknown as { AppleID?: AppleId }).AppleID;
      if (!apple) throw new Error(AUTH_MSG.appleUnavailable);
      apple.auth.init({
        clientId,
        scope: 'name email',
        redirectURI: `${window.location.origin}/user/${userType}/login`,
        usePopup: true,
      });
      const res = await apple.auth.signIn();
      const data = await appleAuth(userType, {
        token: res.authorization.id_token,
        firstName: res.user?.name?.firstName,
        lastName: res.user?.name?.lastName,
      });
      finishLogin(data, 'apple', navigate, { successMessage: AUTH_MSG.appleOauthSuccess });
    } catch (err) {
      // Closing Apple's popup is not a failure worth a red toast.
      const code = (err as { error?: string })?.error;
      if (code !== 'popup_closed_by_user') notify.error(err instanceof Error ? err : AUTH_MSG.appleLoginFailedTitle);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="default"
      size="md"
      leftSection={<IconBrandApple size={20} />}
      onClick={signIn}
      loading={busy}
      fullWidth
    >
      Continue with Apple
    </Button>
  );
}
