import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { IconCircleCheck, IconHourglassHigh } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/**
 * Shown at /user/doctor/update-profile/pending. 'Okay' goes to the doctor login: the session ends
 * first (server and browser), since a waiting profile has nothing else to open.
 */
export function PendingApprovalCard() {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const okay = async () => {
    setLeaving(true);
    try {
      await api('/public/company/logout', { method: 'PATCH' });
    } catch {
      // Forget the session here either way.
    }
    clearSession();
    navigate('/user/doctor/login', { replace: true });
  };
  return (
    <Card padding="xl" maw={440} mx="auto" ta="center">
      <Stack align="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="sahajTeal">
          <IconHourglassHigh size={34} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {MSG.wizardPendingTitle}
        </Title>
        <Text c="dimmed">{MSG.wizardPendingText}</Text>
        <Button onClick={okay} loading={leaving} size="md" fullWidth mt="sm" color="sahajCoral.8">
          Okay
        </Button>
      </Stack>
    </Card>
  );
}

/** The wizard's end state when no approval is awaited. */
export function AllSetCard() {
  return (
    <Card padding="xl" maw={440} mx="auto" ta="center">
      <Stack align="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="sahajTeal">
          <IconCircleCheck size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {MSG.wizardAllSetTitle}
        </Title>
        <Text c="dimmed">{MSG.wizardAllSetText}</Text>
        <Button component={Link} to="/user/base/home/dashboard" size="md" fullWidth mt="sm" color="sahajCoral.8">
          finish
        </Button>
      </Stack>
    </Card>
  );
}
