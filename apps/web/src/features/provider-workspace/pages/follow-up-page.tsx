import { Anchor, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useViewerZone } from '../../auth';
import { useFollowUp } from '../api/get-follow-up';
import { FollowUpItem } from '../components/follow-up-item';
import { LoadError } from '../components/load-error';

/** follow-up/{id} (GET /patient/show-followUp/{id}): one recommended follow-up with 'Book this follow-up'. */
export function FollowUpPage() {
  const { followUpId = '' } = useParams();
  const zone = useViewerZone();
  const followUp = useFollowUp(followUpId);
  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to="/user/base/home/appointments" size="sm" style={{ alignSelf: 'flex-start' }}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> My appointments
        </Group>
      </Anchor>
      <Title order={1}>Follow-up</Title>
      {followUp.isPending ? (
        <Skeleton h={140} radius="lg" role="status" aria-label="Loading the follow-up" />
      ) : followUp.isError ? (
        <LoadError
          title="Could not load the follow-up"
          message={followUp.error.message}
          onRetry={() => followUp.refetch()}
        />
      ) : (
        <Card padding="lg">
          <FollowUpItem followUp={followUp.data} zone={zone} headingLevel="h2" />
        </Card>
      )}
    </Stack>
  );
}
