import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { useViewerZone } from '../../auth';
import { useMyFollowUps } from '../api/list-my-follow-ups';
import { FollowUpItem } from './follow-up-item';
import { LoadError } from './load-error';

/**
 * The follow-ups my therapists recommended (GET /patient/follow-up), each bookable in one tap.
 * `hideWhenEmpty`: on a page where it is a side note (the dashboard), nothing shows with none.
 */
export function MyFollowUps({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const zone = useViewerZone();
  const list = useMyFollowUps();
  const open = list.data?.followUps.filter((f) => f.status === 'open') ?? [];
  // On the dashboard the card shows only when there is something open, and not while it loads: a
  // placeholder that then went away moved everything under it (most patients have no follow-ups).
  if (hideWhenEmpty && (!list.isSuccess || open.length === 0)) return null;
  return (
    <Card padding="lg" component="section" aria-labelledby="my-follow-ups-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="my-follow-ups-title">
          Follow-ups from your therapists
        </Title>
        {list.isPending ? (
          <Skeleton h={72} role="status" aria-label="Loading your follow-ups" />
        ) : list.isError ? (
          <LoadError
            title="Could not load your follow-ups"
            message={list.error.message}
            onRetry={() => list.refetch()}
          />
        ) : list.data.followUps.length === 0 ? (
          <Text c="dimmed">{MSG.noFollowUps}</Text>
        ) : (
          <Stack gap="lg" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {(hideWhenEmpty ? open : list.data.followUps).map((f) => (
              <li key={f._id}>
                <FollowUpItem followUp={f} zone={zone} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
