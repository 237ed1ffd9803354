import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { IconCircleCheck, IconHourglassHigh } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

function StatusCard({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Card padding="xl" maw={440} mx="auto" ta="center">
      <Stack align="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="sahajTeal">
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {action}
      </Stack>
    </Card>
  );
}

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
    <StatusCard
      icon={<IconHourglassHigh size={34} aria-hidden />}
      title={MSG.wizardPendingTitle}
      text={MSG.wizardPendingText}
      action={
        <Button onClick={okay} loading={leaving} size="md" fullWidth mt="sm" color="sahajCoral.8">
          Okay
        </Button>
      }
    />
  );
}

/** The wizard's end state when no approval is awaited. */
export function AllSetCard() {
  return (
    <StatusCard
      icon={<IconCircleCheck size={36} aria-hidden />}
      title={MSG.wizardAllSetTitle}
      text={MSG.wizardAllSetText}
      action={
        <Button component={Link} to="/user/base/home/dashboard" size="md" fullWidth mt="sm" color="sahajCoral.8">
          finish
        </Button>
      }
    />
  );
}
