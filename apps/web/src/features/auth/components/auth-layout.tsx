import { Anchor, Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { STORAGE_KEYS } from '@sahaj/contract';
import { IconCheck, IconHeartHandshake } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';

/** The Sahaj word mark; links to patient sign-up from the access pages. */
export function Logo({ to = '/user/patient/signup' }: { to?: string }) {
  return (
    <Anchor component={Link} to={to} underline="never" aria-label="Sahaj home">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} radius="xl" variant="filled">
          <IconHeartHandshake size={20} />
        </ThemeIcon>
        <Text fw={700} size="xl" c="sahajTeal.8">
          Sahaj
        </Text>
      </Group>
    </Anchor>
  );
}

/**
 * The frame of every access screen: a calm panel beside the form on wide screens, the form alone
 * on phones (one column, nothing to scroll sideways).
 */
export function AuthLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  const [params] = useSearchParams();
  // A therapist chosen before signing in arrives as ?id=…; keep it to resume booking (spec document 1 §3).
  useEffect(() => {
    const id = params.get('id');
    if (id) localStorage.setItem(STORAGE_KEYS.therapistBookingId, id);
  }, [params]);
  return (
    <Box
      component="main"
      mih="100dvh"
      bg="warmGray.0"
      style={{ display: 'flex', alignItems: 'stretch', justifyContent: 'center' }}
    >
      <Box
        visibleFrom="md"
        bg="sahajTeal.8"
        c="white"
        p="xl"
        style={{ flex: '0 0 40%', display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
      >
        {aside ?? <DefaultAside />}
      </Box>
      <Stack
        style={{ flex: 1, minWidth: 0 }}
        align="center"
        justify="flex-start"
        px={{ base: 'md', sm: 'xl' }}
        py={{ base: 'lg', sm: 'xl' }}
      >
        <Box w="100%" maw={460}>
          <Box mb="lg">
            <Logo />
          </Box>
          <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
            {children}
          </Paper>
        </Box>
      </Stack>
    </Box>
  );
}

function DefaultAside() {
  return (
    <Stack gap="lg" maw={420} mx="auto">
      <Title order={2} c="white" fw={600}>
        Care that meets you where you are.
      </Title>
      <Text c="sahajTeal.0">Talk to a qualified therapist by video or chat, at a time that suits you.</Text>
      <List
        spacing="sm"
        c="white"
        icon={
          <ThemeIcon size={22} radius="xl" color="sahajTeal.5">
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        <List.Item>Private and confidential</List.Item>
        <List.Item>Verified therapists</List.Item>
        <List.Item>Sessions in your language</List.Item>
      </List>
    </Stack>
  );
}
