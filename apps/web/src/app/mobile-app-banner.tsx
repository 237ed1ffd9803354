import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BANNER_MAX_WIDTH, PLATFORM_MSG, STORAGE_KEYS } from '@sahaj/contract';
import { IconX } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext, useLayoutEffect, useState } from 'react';

const STORE_LINKS = {
  ios: 'https://apps.apple.com/in/app/sahaj-therapy/id0000000000',
  android: 'https://play.google.com/store/apps/details?id=app.sahaj.therapy',
};

/** The page that installs Sahaj as a web app (issue 23). */
export const WEB_APP_STORE = '/user/base/home/store';

/** Where INSTALL goes: the iOS store, the Android store, or (elsewhere) the page that installs the web app. */
export function installTarget(userAgent: string): string {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return STORE_LINKS.ios;
  if (/Android/i.test(userAgent)) return STORE_LINKS.android;
  return WEB_APP_STORE;
}

/**
 * True while the first screens' HTML is written at build time (src/prerender.tsx, in Node): there
 * is no screen width to ask then, so the banner goes into the HTML and CSS shows it at the widths
 * where the app would (a phone would otherwise see the form jump down when the app takes over).
 */
const PRERENDER = typeof window === 'undefined';
const NARROW = `(max-width: ${MOBILE_BANNER_MAX_WIDTH}px)`;

/** 'Try the Sahaj app…' at 768 px or less until closed; closing sets isAppInstalled. */
export function MobileAppBanner() {
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const [dismissed, setDismissed] = useState(
    () => !PRERENDER && localStorage.getItem(STORAGE_KEYS.isAppInstalled) === 'true',
  );
  if (PRERENDER) {
    return (
      <div className="sahaj-narrow-only">
        <style>{`@media not all and ${NARROW} { .sahaj-narrow-only { display: none; } }`}</style>
        <Banner onClose={() => {}} />
      </div>
    );
  }
  if (!narrow || dismissed) return null;
  return (
    <Banner
      onClose={() => {
        localStorage.setItem(STORAGE_KEYS.isAppInstalled, 'true');
        setDismissed(true);
      }}
    />
  );
}

function Banner({ onClose }: { onClose: () => void }) {
  return (
    <Paper
      component="aside"
      aria-label="Get the Sahaj app"
      radius={0}
      pl="md"
      pr={4}
      py={4}
      bg="sahajTeal.0"
      style={{ borderBottom: '1px solid var(--mantine-color-sahajTeal-2)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500}>
          {PLATFORM_MSG.appBanner}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Button
            size="sm"
            component="a"
            href={installTarget(PRERENDER ? '' : navigator.userAgent)}
            color="sahajCoral.8"
          >
            INSTALL
          </Button>
          {/* 44 × 44: a thumb can hit it (WCAG 2.5.8 asks 24; the menu controls get 44 too) */}
          <ActionIcon variant="subtle" color="gray" size={44} aria-label="Close" onClick={onClose}>
            <IconX size={20} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}

const HostContext = createContext<(hosted: boolean) => void>(() => {});

/**
 * Shows the banner at the top of every page, above the page itself. Layouts with a fixed header
 * (the signed-in shell, /admin) would cover it there, so they show it inside their header instead
 * (useHostedAppBanner) and this one steps aside.
 */
export function AppBannerSlot({ children }: { children: ReactNode }) {
  const [hosted, setHosted] = useState(false);
  return (
    <HostContext.Provider value={setHosted}>
      {!hosted && <MobileAppBanner />}
      {children}
    </HostContext.Provider>
  );
}

/** Called by a layout that renders <MobileAppBanner /> in its own fixed header. */
export function useHostedAppBanner(): void {
  const setHosted = useContext(HostContext);
  // Before paint, so the banner never shows twice or under the header for a frame.
  useLayoutEffect(() => {
    setHosted(true);
    return () => setHosted(false);
  }, [setHosted]);
}
