import { Card, Skeleton, Text, Title } from '@mantine/core';
import { greetingFor } from '@sahaj/contract';
import { displayName } from '../../../app/shell/shell-layout';
import { type SessionUser, useSession } from '../../../lib/session';
import { useProfile } from '../../auth/api/get-profile';

/** The greeting by the hour and the signed-in user's name (spec document 1 §2 "Authenticated shell"). */
export function Greeting({ subtitle }: { subtitle: string }) {
  const session = useSession();
  const profile = useProfile(session?.token ?? null);
  const user = (profile.data as unknown as SessionUser | undefined) ?? session?.user ?? null;
  const name = displayName(user);
  return (
    <Card padding="lg" bg="sahajTeal.0" style={{ borderColor: 'var(--mantine-color-sahajTeal-1)' }}>
      <Text c="sahajTeal.9" fw={600}>
        {greetingFor(new Date().getHours())}
      </Text>
      {name ? (
        <Title order={1} size="h2" mt={4}>
          {name}
        </Title>
      ) : profile.isPending ? (
        <Skeleton h={32} w={220} mt={6} aria-label="Loading your name" />
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
