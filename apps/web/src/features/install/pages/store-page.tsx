import { Alert, Badge, Button, Card, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import manifestText from '../../../../public/manifest.webmanifest?raw';
import { notify } from '../../../lib/notify';
import {
  canPromptInstall,
  isInstalledApp,
  manualInstallSteps,
  onInstallPromptChange,
  promptInstall,
} from '../lib/install-prompt';

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  theme_color: string;
  display: string;
  icons: Array<{ src: string; sizes: string; purpose?: string }>;
}

/** The web app manifest the browser installs from, the same file, read at build time (no request at run time). */
const MANIFEST = JSON.parse(manifestText) as Manifest;

/**
 * store (spec 03 route; issue 23): where the app banner's INSTALL leads when there is no store app.
 * Sahaj installs as a web app: the browser's own prompt where it has one, the steps by hand where not.
 */
export function StorePage() {
  const promptable = useSyncExternalStore(onInstallPromptChange, canPromptInstall, () => false);
  const installed = isInstalledApp();
  const m = MANIFEST;
  const icon = m.icons.find((i) => i.sizes === '192x192')?.src ?? '/icons/icon-192.png';

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1} size="h2">
        Install Sahaj
      </Title>
      <Card withBorder padding="lg" component="section" aria-labelledby="app-name">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Image src={icon} alt="" w={72} h={72} radius="lg" />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} size="h3" id="app-name">
              {m.name}
            </Title>
            <Text size="sm" c="dimmed">
              {m.description}
            </Text>
            <Group gap="xs" mt={4}>
              <Badge variant="light" leftSection={<IconDeviceMobile size={12} aria-hidden />}>
                Web app
              </Badge>
              <Badge variant="light">Free</Badge>
              <Badge variant="light">Any device</Badge>
            </Group>
          </Stack>
        </Group>
      </Card>
      {installed ? (
        <Alert color="teal.9" title="Sahaj is installed">
          You are using the installed app. It opens from your home screen or app list like any other app.
        </Alert>
      ) : promptable ? (
        <Stack gap="xs">
          <Text>Install Sahaj to open it from your home screen, in its own window, with no app store needed.</Text>
          <Button
            size="md"
            w={{ base: '100%', xs: 'auto' }}
            onClick={async () => {
              if (await promptInstall()) notify.success('Sahaj is being installed');
            }}
          >
            Install Sahaj
          </Button>
        </Stack>
      ) : (
        <Card withBorder padding="lg" component="section" aria-labelledby="how-to-install">
          <Title order={2} size="h4" id="how-to-install">
            Add Sahaj to your home screen
          </Title>
          <List type="ordered" mt="sm" spacing="xs">
            {manualInstallSteps(navigator.userAgent).map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Card>
      )}
      <Text size="sm" c="dimmed">
        The installed app is the same Sahaj: your sessions, chats and records stay in your account, and updates arrive
        by themselves.
      </Text>
    </Stack>
  );
}
