import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type Appointment, dayOfInstant, formatClock, formatDayOrdinal, formatTimeUntil } from '@sahaj/contract';
import { IconCalendarEvent } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatTimeInZone, TherapistAvatar } from '../../discovery';

const APPOINTMENTS = '/user/base/home/appointments';
const MINUTE_MS = 60_000;

/** "Now", refreshed each minute, so "starts in …" stays true while the dashboard is open. */
function useNowEachMinute() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** The next session: who, when in the viewer's zone, and how long until it starts. */
export function NextSessionCard({
  next,
  viewer,
  zone,
  empty,
}: {
  next: Appointment | null | undefined;
  viewer: 'patient' | 'provider';
  zone: string;
  empty: ReactNode;
}) {
  const now = useNowEachMinute();
  if (next === undefined) {
    return (
      // As tall as the card with its answer (the heading, two lines, a button), so nothing below moves.
      <Card padding="lg" role="status" aria-label="Loading your next session">
        <Skeleton h={24} w={160} mb="sm" />
        <Group gap="md" wrap="nowrap">
          <Skeleton circle h={56} w={56} style={{ flex: 'none' }} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={16} w="50%" />
            <Skeleton h={14} w="70%" />
          </Stack>
        </Group>
        <Skeleton h={36} w={150} mt="sm" />
      </Card>
    );
  }
  return (
    <Card padding="lg" component="section" aria-labelledby="next-session-heading">
      <Title order={2} size="h4" id="next-session-heading" mb="sm">
        Your next session
      </Title>
      {next === null ? empty : <NextSession next={next} viewer={viewer} zone={zone} now={now} />}
    </Card>
  );
}

function NextSession({
  next,
  viewer,
  zone,
  now,
}: {
  next: Appointment;
  viewer: 'patient' | 'provider';
  zone: string;
  now: Date;
}) {
  const other = viewer === 'patient' ? next.doctorDetails : next.patientDetails;
  const start = new Date(next.startTime);
  const end = new Date(next.endTime);
  const running = start.getTime() <= now.getTime();
  return (
    <Stack gap="sm">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <TherapistAvatar src={other.profilePic} name={other.name} size={56} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={650} size="lg">
            {other.name}
          </Text>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Text size="sm">
              <strong>{formatDayOrdinal(dayOfInstant(start, zone))}</strong> · {formatTimeInZone(start, zone)} –{' '}
              {formatClock(end, zone)}
            </Text>
          </Group>
        </Stack>
      </Group>
      <Text fw={600} c="sahajTeal.8">
        {running ? 'Happening now' : `Starts in ${formatTimeUntil(now, start)}`}
      </Text>
      <Group>
        <Button component={Link} to={`${APPOINTMENTS}/upcoming/${next._id}`} variant="light">
          View session
        </Button>
      </Group>
    </Stack>
  );
}
