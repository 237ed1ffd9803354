import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { APPOINTMENTS_PAGE_LIMIT, type ConsultedDoctor, formatDate } from '@sahaj/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PagePager } from '../../../components/page-pager';
import { RefreshingStack } from '../../../components/refreshing-stack';
import { useViewerZone } from '../../auth';
import { TherapistAvatar } from '../../discovery';
import { useConsultedDoctors } from '../api/list-consulted-doctors';

const HOME = '/user/base/home';

/** my-doctors ('My Therapists'): everyone the patient has booked, with their sessions and a way to book again. */
export function MyDoctorsPage() {
  const [page, setPage] = useState(0);
  const list = useConsultedDoctors(page);
  const zone = useViewerZone();
  const count = list.data?.count ?? 0;
  return (
    <Stack gap="lg">
      <Title order={1}>My Therapists</Title>
      {list.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading your therapists">
          {[0, 1, 2].map((k) => (
            <Skeleton key={k} h={120} radius="lg" />
          ))}
        </Stack>
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.doctors.length === 0 ? (
        <EmptyState
          title="No therapists yet"
          hint="Therapists you book a session with appear here, so you can book with them again."
          action={
            <Button component={Link} to={`${HOME}/therapists`}>
              Find a therapist
            </Button>
          }
        />
      ) : (
        <RefreshingStack busy={list.isPlaceholderData} gap="md">
          {list.data.doctors.map((d) => (
            <DoctorCard key={d._id} d={d} zone={zone} />
          ))}
          <PagePager count={count} limit={APPOINTMENTS_PAGE_LIMIT} page={page} onPage={setPage} />
        </RefreshingStack>
      )}
    </Stack>
  );
}

function DoctorCard({ d, zone }: { d: ConsultedDoctor; zone: string }) {
  return (
    <Card padding="lg" component="article" aria-labelledby={`doctor-${d._id}`}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <TherapistAvatar src={d.profilePic} name={d.name} size={64} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text component="h2" id={`doctor-${d._id}`} fw={650} size="lg" lh={1.3}>
            {d.name}
          </Text>
          {d.professionalTitle && (
            <Text size="sm" c="dimmed">
              {d.professionalTitle}
            </Text>
          )}
          {d.specializations.length > 0 && (
            <Group gap={6}>
              {d.specializations.slice(0, 3).map((s) => (
                <Badge key={s._id} variant="light" radius="sm" tt="none" fw={500}>
                  {s.name}
                </Badge>
              ))}
            </Group>
          )}
          <Text size="sm">
            {d.sessions} {d.sessions === 1 ? 'session' : 'sessions'}
            {d.lastSessionAt && ` · last on ${formatDate(d.lastSessionAt, zone)}`}
            {d.nextSessionAt && ` · next on ${formatDate(d.nextSessionAt, zone)}`}
          </Text>
        </Stack>
      </Group>
      <Group justify="flex-end" gap="sm" mt="md">
        <Button component={Link} to={`${HOME}/doctor-profile/${d._id}`} variant="light">
          Book again
        </Button>
      </Group>
    </Card>
  );
}
