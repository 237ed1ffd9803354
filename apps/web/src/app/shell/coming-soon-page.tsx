import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dashboardPath, useSession } from '../../lib/session';

/**
 * A menu target that a later release fills in: says plainly that nothing is here yet (inside the
 * shell, never a 404), and promises nothing else.
 */
export function ComingSoonPage({ title }: { title: string }) {
  const session = useSession();
  return (
    <Stack align="center" justify="center" mih="50vh" gap="sm" ta="center" p="lg">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconTools size={28} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text maw={440}>{COMING_SOON_TEXT}</Text>
      <Button component={Link} to={dashboardPath(session?.userType)} variant="light">
        Back to dashboard
      </Button>
    </Stack>
  );
}

export const COMING_SOON_TEXT =
  'This part of Sahaj is not built yet, so there is nothing to see or do here for now. It will arrive in a later update.';
