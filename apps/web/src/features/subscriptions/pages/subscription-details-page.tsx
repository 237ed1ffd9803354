import { Alert, Anchor, Avatar, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { dayOfInstant, formatDayOrdinal } from '@sahaj/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/notify';
import { useViewerZone } from '../../auth';
import { formatTimeInZone } from '../../discovery';
import { useSubscriptionDetails } from '../api/get-subscription-details';
import { dayOf, money, sessionsWord } from '../components/format';

const HOME = '/user/base/home';
const statusColor = (s: string) => (s === 'cancelled' ? 'red' : s === 'completed' ? 'green' : 'blue');

/** subscriptions/{tab}/{data}: one of my packages ({data} = its id) with the sessions booked from it. */
export function SubscriptionDetailsPage() {
  const { tab = 'active', data: id = '' } = useParams();
  const zone = useViewerZone();
  const q = useSubscriptionDetails(id);
  const back = (
    <Anchor component={Link} to={`${HOME}/subscriptions/${tab}`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden /> Back to subscriptions
      </Group>
    </Anchor>
  );

  if (q.isPending) {
    return (
      <Stack gap="md" maw={760} role="status" aria-label="Loading the package">
        <Skeleton h={20} w={160} />
        <Skeleton h={180} radius="lg" />
      </Stack>
    );
  }
  if (q.isError) {
    return (
      <Stack gap="md" maw={760}>
        {back}
        <Alert color="red" role="alert" title={errorMessage(q.error)}>
          This package is not yours, or the link is wrong.
        </Alert>
      </Stack>
    );
  }
  const s = q.data;
  return (
    <Stack gap="md" maw={760}>
      {back}
      <Card padding="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar src={s.profilePic} alt="" radius="xl" size={56} color="sahajTeal">
            {s.providerName.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} size="h2">
              {s.planName}
            </Title>
            <Text>
              with <strong>{s.providerName}</strong>
              {s.treatmentName ? ` · ${s.treatmentName}` : ''}
            </Text>
            <Group gap="xs">
              <Badge color={s.status === 'active' ? 'green' : 'gray'} variant="dot">
                {s.status === 'active' ? 'Active' : 'Completed'}
              </Badge>
              <Text size="sm">
                {s.sessionsLeft} of {sessionsWord(s.sessionsTotal)} left
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              Bought {dayOf(s.purchasedAt, zone)} for {money(s.amountPaid, s.currency)} ·{' '}
              {s.status === 'active' ? 'book sessions by' : 'ended'} {dayOf(s.expiresAt, zone)}
            </Text>
          </Stack>
        </Group>
        {s.status === 'active' && (
          <Button component={Link} to={`${HOME}/doctor-profile/${s.providerId}`} mt="md" color="sahajCoral.8">
            Book a session
          </Button>
        )}
      </Card>
      <Card padding="lg" component="section" aria-labelledby="sessions-heading">
        <Title order={2} size="h3" id="sessions-heading" mb="sm">
          Sessions booked
        </Title>
        {s.sessions.length === 0 ? (
          <Text c="dimmed">No sessions booked from this package yet.</Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {s.sessions.map((x) => {
              const start = new Date(x.startTime);
              return (
                <Group component="li" key={x.appointmentId} justify="space-between" gap="sm">
                  <Text>
                    {formatDayOrdinal(dayOfInstant(start, zone))} · {formatTimeInZone(start, zone)}
                  </Text>
                  <Badge variant="dot" color={statusColor(x.status)}>
                    {x.status}
                  </Badge>
                </Group>
              );
            })}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
