import { Avatar, Card, Group, Skeleton, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CONSULTED_PATIENTS_PAGE_LIMIT, type ConsultedPatient, MSG } from '@sahaj/contract';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagePager } from '../../../components/page-pager';
import { useViewerZone } from '../../auth';
import { useConsultedPatients } from '../api/list-consulted-patients';
import { LoadError } from '../components/load-error';
import { sessionTime } from '../components/session-time';
import { UnsignedSessions } from '../components/unsigned-sessions';
import { workspacePaths } from '../lib/paths';

/** Spec 03 §9: searches are trimmed and debounced 500 ms. */
const SEARCH_DEBOUNCE_MS = 500;

/** patients: everyone I have had a confirmed session with, searchable and paged, with the last and next session. */
export function PatientsPage() {
  const zone = useViewerZone();
  const [search, setSearch] = useState('');
  const [searchKey] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const [lastKey, setLastKey] = useState(searchKey);
  // A new search starts again at the first page.
  if (lastKey !== searchKey) {
    setLastKey(searchKey);
    setPage(0);
  }
  const list = useConsultedPatients({ page, limit: CONSULTED_PATIENTS_PAGE_LIMIT, searchKey: searchKey || undefined });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Patients</Title>
        <Text c="dimmed" size="sm">
          Everyone you have a confirmed session with. Each opening of a record is shown to the patient.
        </Text>
      </Stack>
      <UnsignedSessions zone={zone} />
      <TextInput
        label="Search patients by name"
        placeholder="Type a name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      {list.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading your patients">
          {[0, 1, 2].map((k) => (
            <Skeleton key={k} h={84} radius="lg" />
          ))}
        </Stack>
      ) : list.isError ? (
        <LoadError title="Could not load your patients" message={list.error.message} onRetry={() => list.refetch()} />
      ) : list.data.patients.length === 0 ? (
        <EmptyState
          minHeight="30vh"
          title={MSG.noPatients}
          hint={
            searchKey
              ? `No patient's name contains “${searchKey}”.`
              : 'Patients appear here once they book a session with you.'
          }
        />
      ) : (
        <>
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your patients">
            {list.data.patients.map((p) => (
              <PatientRow key={p._id} patient={p} zone={zone} />
            ))}
          </Stack>
          <PagePager count={list.data.count} limit={CONSULTED_PATIENTS_PAGE_LIMIT} page={page} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}

function PatientRow({ patient: p, zone }: { patient: ConsultedPatient; zone: string }) {
  const facts = [
    p.age !== null ? `${p.age} years` : null,
    p.gender,
    `${p.sessions} ${p.sessions === 1 ? 'session' : 'sessions'}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card component="li" padding={0}>
      <UnstyledButton component={Link} to={workspacePaths.patient(p._id)} p="md" display="block">
        <Group wrap="nowrap" gap="md">
          <Avatar src={p.profilePic} name={p.name} color="sahajTeal" radius="xl" alt="" />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={650}>{p.name}</Text>
            <Text size="sm" c="dimmed">
              {facts}
            </Text>
            <Group gap="md" wrap="wrap">
              <Text size="sm">Last session: {sessionTime(p.lastSessionAt, zone)}</Text>
              <Text size="sm">Next session: {sessionTime(p.nextSessionAt, zone)}</Text>
            </Group>
          </Stack>
          <IconChevronRight size={20} aria-hidden />
        </Group>
      </UnstyledButton>
    </Card>
  );
}
