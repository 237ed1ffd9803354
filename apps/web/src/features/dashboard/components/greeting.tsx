import { Card, Skeleton, Text, Title } from '@mantine/core';
import { greetingFor, instantToWallTime, timeToMinutes } from '@sahaj/contract';
import { displayName } from '../../../app/shell/shell-layout';
import { type SessionUser, useSession } from '../../../lib/session';
import { useProfile, useViewerZone } from '../../auth';

/** The greeting by the hour and the signed-in user's name (spec document 1 §2 "Authenticated shell"). */
export function Greeting({ subtitle }: { subtitle: string }) {
  const session = useSession();
  const profile = useProfile(session?.token ?? null);
  const user = (profile.data as unknown as SessionUser | undefined) ?? session?.user ?? null;
  const name = displayName(user);
  // The hour on the person's own clock (their profile's zone), not the device's (issue 20 #11).
  const zone = useViewerZone();
  const hour = Math.floor((timeToMinutes(instantToWallTime(new Date(), zone).time) ?? 0) / 60);
  return (
    <Card padding="lg" bg="sahajTeal.0" style={{ borderColor: 'var(--mantine-color-sahajTeal-1)' }}>
      <Text c="sahajTeal.9" fw={600}>
        {greetingFor(hour)}
      </Text>
      {name ? (
        <Title order={1} size="h2" mt={4}>
          {name}
        </Title>
      ) : profile.isPending ? (
        <Skeleton h={32} w={220} mt={6} role="status" aria-label="Loading your name" />
      ) : (
        <Title order={1} size="h2" mt={4}>
          Welcome to Sahaj
        </Title>
      )}
      <Text c="dimmed" mt={4}>
        {subtitle}
      </Text>
    </Card>
  );
}
