import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BANNER_MAX_WIDTH, MSG, STORAGE_KEYS } from '@sahaj/contract';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';

const STORE_LINKS = {
  ios: 'https://apps.apple.com/in/app/sahaj-therapy/id0000000000',
  android: 'https://play.google.com/store/apps/details?id=app.sahaj.therapy',
};

/** Where INSTALL goes: the iOS store, the Android store, or (elsewhere) the web app itself. */
export function installTarget(userAgent: string): string {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return STORE_LINKS.ios;
  if (/Android/i.test(userAgent)) return STORE_LINKS.android;
  return '/';
}

/** 'Try the Sahaj app…' at 768 px or less until closed; closing sets isAppInstalled. */
export function MobileAppBanner() {
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BANNER_MAX_WIDTH}px)`, false, { getInitialValueInEffect: false });
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(STORAGE_KEYS.isAppInstalled) === 'true');
  if (!narrow || dismissed) return null;
  return (
    <Paper
      component="aside"
      aria-label="Get the Sahaj app"
      radius={0}
      px="md"
      py="xs"
      bg="sahajTeal.0"
      style={{ borderBottom: '1px solid var(--mantine-color-sahajTeal-2)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500}>
          {MSG.appBanner}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button size="xs" component="a" href={installTarget(navigator.userAgent)} color="sahajCoral.8">
            INSTALL
          </Button>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Close"
            onClick={() => {
              localStorage.setItem(STORAGE_KEYS.isAppInstalled, 'true');
              setDismissed(true);
            }}
          >
            <IconX size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
