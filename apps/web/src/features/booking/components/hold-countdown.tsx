import { Alert, Group, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useEffect } from 'react';
import { mmss, useCountdown } from '../../../lib/use-countdown';

/** Whole seconds from now until an instant (never negative). */
export const secondsUntil = (iso: string, nowMs = Date.now()) =>
  Math.max(0, Math.ceil((Date.parse(iso) - nowMs) / 1000));

/**
 * The 10-minute hold, counting down ('We are holding this time for you: 09:41'); says plainly when
 * it has run out. The time is a timer for assistive technology, not read out every second.
 */
export function HoldCountdown({
  expiresAt,
  holdMinutes,
  onExpired,
}: {
  expiresAt: string;
  holdMinutes: number;
  onExpired?: () => void;
}) {
  const { left, restart } = useCountdown(secondsUntil(expiresAt));
  useEffect(() => restart(secondsUntil(expiresAt)), [expiresAt, restart]);
  const expired = left <= 0;
  useEffect(() => {
    if (expired) onExpired?.();
  }, [expired, onExpired]);

  if (expired) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconHourglass size={20} aria-hidden />}>
        Your hold on this time has expired, so the slot may go to someone else. Please pick a time again.
      </Alert>
    );
  }
  return (
    <Alert color={left <= 60 ? 'orange' : 'sahajTeal'} variant="light" icon={<IconHourglass size={20} aria-hidden />}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">We are holding this time for you for {holdMinutes} minutes. Time left:</Text>
        <Text size="sm" fw={700} role="timer" aria-label={`${mmss(left)} left`} ff="monospace">
          {mmss(left)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mt={2}>
        If you do not confirm before it runs out, the hold expires and the time is offered to others.
      </Text>
    </Alert>
  );
}
