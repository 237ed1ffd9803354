import { Alert, Anchor, Badge, Card, Container, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@sahaj/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/notify';
import { useViewerZone } from '../../auth';
import { useIssueReports } from '../../calls';

const PAGE = 10;

/** Problems patients reported about their sessions (POST /patient/report-issues), newest first. */
export function AdminIssuesPage() {
  const [page, setPage] = useState(0);
  const q = useIssueReports(page, PAGE);
  const zone = useViewerZone();
  const pages = q.data ? Math.max(1, Math.ceil(q.data.count / PAGE)) : 1;
  return (
    <Container size="md" py="lg" px="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Reported issues
          </Title>
          <Text c="dimmed">Problems patients reported about their sessions.</Text>
        </div>
        {q.isPending && (
          <Stack aria-busy="true" role="status" aria-label="Loading reported issues">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={96} radius="lg" />
            ))}
          </Stack>
        )}
        {q.isError && (
          <Alert color="red" role="alert">
            {errorMessage(q.error)}
          </Alert>
        )}
        {q.data && q.data.issues.length === 0 && (
          <EmptyState
            minHeight="30vh"
            title="No issues reported"
            hint="Problems patients report after a session appear here."
          />
        )}
        {q.data && q.data.issues.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Reported issues">
            {q.data.issues.map((i) => (
              <Card component="li" key={i._id} padding="md" withBorder>
                <Group justify="space-between" align="flex-start" gap="xs">
                  <Text fw={600}>{i.category}</Text>
                  <Badge variant="default" tt="none">
                    {i.status === 'open' ? 'Open' : 'Resolved'}
                  </Badge>
                </Group>
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {i.description}
                </Text>
                <Text size="xs" c="dimmed" mt="xs">
                  Reported by {i.patient.name} on {formatDateTime(i.createdAt, zone)}
                </Text>
                {i.appointment ? (
                  <Text size="xs" c="dimmed">
                    Session with{' '}
                    <Anchor component={Link} to={`/admin/therapists/${i.appointment.therapist._id}`} size="xs">
                      {i.appointment.therapist.name}
                    </Anchor>{' '}
                    on {formatDateTime(i.appointment.startTime, zone)} ({i.appointment.status}) · appointment{' '}
                    {i.appointment._id}
                  </Text>
                ) : (
                  <Text size="xs" c="dimmed">
                    No appointment
                  </Text>
                )}
              </Card>
            ))}
          </Stack>
        )}
        {pages > 1 && <Pagination total={pages} value={page + 1} onChange={(p) => setPage(p - 1)} />}
      </Stack>
    </Container>
  );
}
