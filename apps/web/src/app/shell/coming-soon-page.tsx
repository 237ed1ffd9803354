import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';
import { dashboardPath, useSession } from '../../lib/session';

/** A menu target that a later release fills in: a clear note inside the shell, never a 404. */
export function ComingSoonPage({ title }: { title: string }) {
  const session = useSession();
  return (
    <Stack align="center" justify="center" mih="50vh" gap="sm" ta="center" p="lg">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconTools size={28} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw={420}>
        This part of Sahaj is coming soon. We are building it now; everything else in the menu keeps working.
      </Text>
      <Button component={Link} to={dashboardPath(session?.userType)} variant="light">
        Back to dashboard
      </Button>
    </Stack>
  );
}
