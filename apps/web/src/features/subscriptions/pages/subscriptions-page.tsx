import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { MSG, type PatientSubscription, SUBSCRIPTION_TABS, type SubscriptionTab } from '@sahaj/contract';
import { IconChevronRight } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/notify';
import { useViewerZone } from '../../auth';
import { useSubscriptions } from '../api/get-subscriptions';
import { dayOf, money, sessionsWord } from '../components/format';

const HOME = '/user/base/home';

function Row({ s, tab, zone }: { s: PatientSubscription; tab: SubscriptionTab; zone: string }) {
  const used = s.sessionsTotal - s.sessionsLeft;
  return (
    <Card component="li" padding={0}>
      <UnstyledButton
        component={Link}
        to={`${HOME}/subscriptions/${tab}/${s._id}`}
        p="md"
        w="100%"
        aria-label={`${s.planName} with ${s.providerName}: ${s.sessionsLeft} of ${sessionsWord(s.sessionsTotal)} left`}
      >
        <Group wrap="nowrap" gap="md" align="flex-start">
          <Avatar src={s.profilePic} alt="" radius="xl" size={48} color="sahajTeal">
            {s.providerName.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={8}>
              <Text fw={650}>{s.planName}</Text>
              {tab === 'completed' && (
                <Badge variant="dot" color="gray">
                  {s.sessionsLeft === 0 ? 'All sessions used' : 'Expired'}
                </Badge>
              )}
            </Group>
            <Text size="sm">
              with {s.providerName}
              {s.treatmentName ? ` · ${s.treatmentName}` : ''}
            </Text>
            <Progress
              value={(used / s.sessionsTotal) * 100}
              color="sahajTeal.7"
              size="sm"
              aria-label={`${used} of ${sessionsWord(s.sessionsTotal)} used`}
            />
            <Text size="sm" c="dimmed">
              {s.sessionsLeft} of {sessionsWord(s.sessionsTotal)} left · {tab === 'active' ? 'book by' : 'ended'}{' '}
              {dayOf(s.expiresAt, zone)} · paid {money(s.amountPaid, s.currency)}
            </Text>
          </Stack>
          <IconChevronRight size={20} color="var(--mantine-color-warmGray-5)" aria-hidden />
        </Group>
      </UnstyledButton>
    </Card>
  );
}

/** subscriptions/{tab?}: my packages with therapists, active or completed. */
export function SubscriptionsPage() {
  const { tab: param } = useParams();
  const navigate = useNavigate();
  const zone = useViewerZone();
  const tab = (SUBSCRIPTION_TABS as readonly string[]).includes(param ?? '') ? (param as SubscriptionTab) : null;
  const q = useSubscriptions(tab ?? 'active');
  if (param !== undefined && !tab) return <Navigate to={`${HOME}/subscriptions/active`} replace />;
  const current = tab ?? 'active';

  return (
    <Stack gap="md" maw={760}>
      <div>
        <Title order={1}>Subscriptions</Title>
        <Text c="dimmed">Packages of sessions with your therapists: book each session without paying again.</Text>
      </div>
      <Tabs value={current} onChange={(v) => v && navigate(`${HOME}/subscriptions/${v}`)}>
        <Tabs.List>
          <Tabs.Tab value="active">Active</Tabs.Tab>
          <Tabs.Tab value="completed">Completed</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {q.isPending && (
        <Stack aria-busy="true" role="status" aria-label="Loading packages">
          {[0, 1].map((i) => (
            <Skeleton key={i} h={110} radius="lg" />
          ))}
        </Stack>
      )}
      {q.isError && (
        <Alert color="red" role="alert">
          {errorMessage(q.error)}
        </Alert>
      )}
      {q.data && q.data.subscriptions.length === 0 && (
        <EmptyState
          minHeight="35vh"
          title={current === 'active' ? MSG.noActivePackages : MSG.noCompletedPackages}
          hint={
            current === 'active'
              ? 'When you book a session, your therapist’s packages are offered beside the price: several sessions for less.'
              : 'Packages whose sessions are all used, or whose time is up, show here.'
          }
          action={
            current === 'active' ? (
              <Button component={Link} to={`${HOME}/therapists`}>
                Find a therapist
              </Button>
            ) : undefined
          }
        />
      )}
      {q.data && q.data.subscriptions.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Packages">
          {q.data.subscriptions.map((s) => (
            <Row key={s._id} s={s} tab={current} zone={zone} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
