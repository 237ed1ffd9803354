import {
  ActionIcon,
  Alert,
  Box,
  Button,
  FocusTrap,
  Group,
  Menu,
  Paper,
  RemoveScroll,
  Text,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconClockPlus,
  IconMessageCircle,
  IconMicrophone,
  IconMicrophoneOff,
  IconPhoneOff,
  IconSettings,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ExtendModalFor, ExtensionPrompt } from '../../appointments';
import { ConversationPanel } from '../../chat';
import { callActions } from '../lib/call-engine';
import type { CallState } from '../lib/call-store';
import { listDevices, MEDIA_PROBLEM_TEXT } from '../lib/media';
import { clock, useCallMedia, useSecondsLeft } from '../lib/use-call-media';
import { VideoView } from './video-view';

/** The active call: maximised over the page, or minimised to a small window that follows the person. */
export function CallWindow({ s }: { s: CallState }) {
  const { local, remote } = useCallMedia();
  const left = useSecondsLeft(s.endTime);
  const narrow = useMediaQuery('(max-width: 900px)') ?? false;
  const [chatOpen, setChatOpen] = useState(false);
  const [devices, setDevices] = useState<{ cams: MediaDeviceInfo[]; mics: MediaDeviceInfo[] }>({ cams: [], mics: [] });
  const [extendOpen, setExtendOpen] = useState(false);
  const isDoctor = s.info?.role === 'doctor';
  const name = s.other?.name ?? '';
  const hasVideo = !!remote?.getVideoTracks().length;

  useEffect(() => {
    void listDevices()
      .then(setDevices)
      .catch(() => {});
  }, []);

  const status = s.connectionLost
    ? 'Connection lost. Reconnecting…'
    : s.remoteConnected || s.declined
      ? null
      : `Waiting for ${name} to join…`;
  const timeLeft = left > 0 ? `${clock(left)} left` : 'Session time is over';
  const data = {
    'data-testid': 'call-window',
    'data-frames-decoded': s.framesDecoded,
    'data-ice-route': s.route ?? '',
    'data-connected': s.remoteConnected && !s.connectionLost ? 'true' : 'false',
    'data-ends-at': s.endTime ?? '',
  };

  const hangup = (
    <Tooltip withinPortal={false} label="Hang up">
      <ActionIcon
        size={48}
        radius="xl"
        color="red.8"
        variant="filled"
        aria-label="Hang up"
        onClick={() => void callActions.hangup()}
      >
        <IconPhoneOff size={22} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );

  if (s.minimised) {
    return (
      <Paper
        role="region"
        aria-label={`Call with ${name} (minimised)`}
        shadow="xl"
        radius="md"
        {...data}
        style={{
          position: 'fixed',
          zIndex: 300,
          right: 12,
          bottom: 12,
          width: narrow ? 196 : 260,
          overflow: 'hidden',
          background: '#111',
        }}
      >
        <Box style={{ aspectRatio: '4 / 3' }}>
          <VideoView stream={remote} label={`${name}'s video`} />
        </Box>
        <Group justify="space-between" px={8} py={6} wrap="nowrap" bg="dark.7">
          <Text size="xs" c="white" truncate>
            {timeLeft}
          </Text>
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              variant="filled"
              color="dark.4"
              radius="xl"
              aria-label="Maximise call"
              onClick={() => callActions.minimise(false)}
            >
              <IconArrowsMaximize size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="filled"
              color="red.8"
              radius="xl"
              aria-label="Hang up"
              onClick={() => void callActions.hangup()}
            >
              <IconPhoneOff size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </Paper>
    );
  }

  // Maximised, the call is a modal dialog: the page behind neither scrolls nor takes keyboard focus
  // (Tab stays among the call's controls), as with Mantine's own modals.
  return (
    <RemoveScroll>
      <FocusTrap active>
        <Box
          role="dialog"
          aria-modal="true"
          aria-label={`Video session with ${name}`}
          {...data}
          style={{
            position: 'fixed',
            inset: 0,
            zIndex: 300,
            background: '#1b1f23',
            display: 'flex',
            flexDirection: narrow ? 'column' : 'row',
          }}
        >
          <Box style={{ position: 'relative', flex: 1, minHeight: 0, minWidth: 0 }}>
            <VideoView stream={remote} label={`${name}'s video`} fit={narrow ? 'cover' : 'contain'} />
            {!hasVideo && s.remoteConnected && (
              <Text c="white" ta="center" style={{ position: 'absolute', top: '45%', width: '100%' }}>
                {name}'s camera is off
              </Text>
            )}
            <Group
              justify="space-between"
              wrap="nowrap"
              px="md"
              py="sm"
              style={{ position: 'absolute', top: 0, left: 0, right: 0, background: 'linear-gradient(#000a, #0000)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Text c="white" fw={600} truncate>
                  {name}
                </Text>
                <Text c="gray.3" size="sm" aria-live="polite" data-testid="call-time-left">
                  {timeLeft}
                </Text>
              </div>
              <Tooltip withinPortal={false} label="Minimise">
                <ActionIcon
                  size="lg"
                  variant="filled"
                  color="dark.4"
                  radius="xl"
                  aria-label="Minimise call"
                  onClick={() => callActions.minimise(true)}
                >
                  <IconArrowsMinimize size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
            <Box
              style={{
                position: 'absolute',
                right: 12,
                bottom: narrow ? 88 : 96,
                width: narrow ? 96 : 200,
                aspectRatio: '3 / 4',
                borderRadius: 8,
                overflow: 'hidden',
                border: '2px solid #fff8',
              }}
            >
              <VideoView stream={local} muted mirrored label="Your video" />
            </Box>
            <Box style={{ position: 'absolute', top: 72, left: 12, right: 12 }}>
              {status && (
                <Alert color={s.connectionLost ? 'red.9' : 'blue.9'} variant="filled" role="status" mb="xs">
                  {status}
                </Alert>
              )}
              {s.declined && (
                <Alert
                  color="red.9"
                  variant="filled"
                  role="alert"
                  withCloseButton
                  onClose={callActions.clearDeclined}
                  closeButtonLabel="Dismiss"
                >
                  {s.declined}
                </Alert>
              )}
              {s.mediaProblem && (
                <Alert color="red.9" variant="filled" role="alert" mt="xs">
                  {MEDIA_PROBLEM_TEXT[s.mediaProblem]}
                </Alert>
              )}
            </Box>
            <Group
              justify="center"
              gap={narrow ? 'sm' : 'md'}
              wrap="nowrap"
              style={{ position: 'absolute', bottom: 16, left: 0, right: 0 }}
            >
              <Tooltip withinPortal={false} label={s.muted ? 'Unmute' : 'Mute'}>
                <ActionIcon
                  size={48}
                  radius="xl"
                  variant="filled"
                  color={s.muted ? 'red.8' : 'dark.4'}
                  aria-label={s.muted ? 'Unmute microphone' : 'Mute microphone'}
                  aria-pressed={s.muted}
                  onClick={callActions.toggleMute}
                >
                  {s.muted ? <IconMicrophoneOff size={22} aria-hidden /> : <IconMicrophone size={22} aria-hidden />}
                </ActionIcon>
              </Tooltip>
              <Tooltip withinPortal={false} label={s.cameraOff ? 'Turn camera on' : 'Turn camera off'}>
                <ActionIcon
                  size={48}
                  radius="xl"
                  variant="filled"
                  color={s.cameraOff ? 'red.8' : 'dark.4'}
                  aria-label={s.cameraOff ? 'Turn camera on' : 'Turn camera off'}
                  aria-pressed={s.cameraOff}
                  onClick={callActions.toggleCamera}
                >
                  {s.cameraOff ? <IconVideoOff size={22} aria-hidden /> : <IconVideo size={22} aria-hidden />}
                </ActionIcon>
              </Tooltip>
              <Menu position="top" withinPortal={false}>
                <Menu.Target>
                  <ActionIcon size={48} radius="xl" variant="filled" color="dark.4" aria-label="Camera and microphone">
                    <IconSettings size={22} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Label>Camera</Menu.Label>
                  {devices.cams.map((d, i) => (
                    <Menu.Item key={d.deviceId} onClick={() => void callActions.switchDevice('video', d.deviceId)}>
                      {d.label || `Camera ${i + 1}`}
                    </Menu.Item>
                  ))}
                  <Menu.Label>Microphone</Menu.Label>
                  {devices.mics.map((d, i) => (
                    <Menu.Item key={d.deviceId} onClick={() => void callActions.switchDevice('audio', d.deviceId)}>
                      {d.label || `Microphone ${i + 1}`}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
              {s.other && (
                <Tooltip withinPortal={false} label="Chat">
                  <ActionIcon
                    size={48}
                    radius="xl"
                    variant="filled"
                    color={chatOpen ? 'sahajTeal' : 'dark.4'}
                    aria-label="Chat"
                    aria-pressed={chatOpen}
                    onClick={() => setChatOpen((o) => !o)}
                  >
                    <IconMessageCircle size={22} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
              {isDoctor && s.appointmentId && (
                <Tooltip withinPortal={false} label="Extend by one session">
                  <ActionIcon
                    size={48}
                    radius="xl"
                    variant="filled"
                    color="dark.4"
                    aria-label="Extend by one session"
                    aria-haspopup="dialog"
                    onClick={() => setExtendOpen(true)}
                  >
                    <IconClockPlus size={22} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
              {hangup}
            </Group>
            {isDoctor && s.appointmentId && (
              <ExtendModalFor
                appointmentId={s.appointmentId}
                opened={extendOpen}
                onClose={() => setExtendOpen(false)}
              />
            )}
            {/* The therapist's request for more time, asked inside the call's focus trap (issue 20 #4). */}
            {!isDoctor && <ExtensionPrompt overCall />}
          </Box>
          {chatOpen && s.other && (
            <Box
              bg="white"
              style={{
                display: 'flex',
                flexDirection: 'column',
                ...(narrow
                  ? {
                      position: 'absolute',
                      left: 0,
                      right: 0,
                      bottom: 0,
                      height: '60%',
                      zIndex: 2,
                      borderRadius: '12px 12px 0 0',
                    }
                  : { width: 380, borderLeft: '1px solid #ddd' }),
              }}
            >
              <Group justify="flex-end" p={4}>
                <Button size="xs" variant="subtle" onClick={() => setChatOpen(false)}>
                  Close chat
                </Button>
              </Group>
              <Box style={{ flex: 1, minHeight: 0 }}>
                <ConversationPanel otherUserId={s.other._id} compact />
              </Box>
            </Box>
          )}
        </Box>
      </FocusTrap>
    </RemoveScroll>
  );
}
