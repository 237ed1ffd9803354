import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatTime12h, instantToWallTime } from '@sahaj/contract';
import { IconPhone, IconPhoneOff } from '@tabler/icons-react';
import { useViewerZone } from '../../auth';
import { TherapistAvatar } from '../../discovery';
import { callActions } from '../lib/call-engine';
import type { CallState } from '../lib/call-store';

/** The patient's ringing card (any shell page): the therapist's photo and name, Accept and Decline. */
export function IncomingCallCard({ s }: { s: CallState }) {
  const e = s.incoming;
  const zone = useViewerZone();
  if (!e) return null;
  return (
    <Card
      role="alertdialog"
      aria-labelledby="incoming-call-title"
      aria-describedby="incoming-call-text"
      shadow="xl"
      padding="lg"
      radius="lg"
      withBorder
      style={{
        position: 'fixed',
        zIndex: 400,
        top: 72,
        right: 16,
        left: 'auto',
        width: 'min(360px, calc(100vw - 32px))',
      }}
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <TherapistAvatar src={e.therapist.profilePic} name={e.therapist.name} size={64} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text id="incoming-call-title" fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {e.therapist.name}
            </Text>
            <Text id="incoming-call-text" size="sm" c="dimmed">
              is calling you for your {formatTime12h(instantToWallTime(new Date(e.startTime), zone).time)} session
            </Text>
          </Stack>
        </Group>
        <Group grow>
          <Button
            color="red.9"
            variant="outline"
            leftSection={<IconPhoneOff size={18} aria-hidden />}
            onClick={() => void callActions.decline()}
          >
            Decline
          </Button>
          <Button leftSection={<IconPhone size={18} aria-hidden />} onClick={callActions.accept} data-autofocus>
            Accept
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
