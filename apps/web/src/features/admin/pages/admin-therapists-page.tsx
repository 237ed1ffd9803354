import {
  Alert,
  Avatar,
  Badge,
  Card,
  Container,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type AdminReviewStatus,
  type AdminTherapistListItem,
  formatDateTime,
  MSG,
  SEARCH_ALLOWED,
  SEARCH_DEBOUNCE_MS,
} from '@sahaj/contract';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/notify';
import { useViewerZone } from '../../auth';
import { useAuthorisedFileUrl } from '../../therapist-profile';
import { ADMIN_PAGE_SIZE, useTherapists } from '../api/therapists';

const FILTERS: Array<{ value: AdminReviewStatus; label: string }> = [
  { value: 'waiting for approval', label: 'Waiting' },
  { value: 'active', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** The status badge's dot colour; the badges show dark text beside it (coloured text on a tint fell below 4.5:1). */
export const statusColor = (s: string) =>
  s === 'active'
    ? 'green'
    : s === 'rejected'
      ? 'red'
      : s === 'waiting for approval' || s === 'pending'
        ? 'orange'
        : 'gray';

function Row({ t }: { t: AdminTherapistListItem }) {
  const pic = useAuthorisedFileUrl(t.profilePic);
  const zone = useViewerZone();
  return (
    <Card component="li" padding={0}>
      <UnstyledButton
        component={Link}
        to={`/admin/therapists/${t._id}`}
        p="md"
        w="100%"
        aria-label={`Review ${t.name ?? t.email ?? 'therapist'}`}
      >
        <Group wrap="nowrap" gap="md">
          {/* Decorative: the name stands beside it (an empty alt keeps screen readers from reading the file name). */}
          <Avatar src={pic.data} alt="" radius="xl" size={48} color="sahajTeal">
            {(t.name ?? '?').slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={8} wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t.name ?? 'Unnamed therapist'}
              </Text>
              <Badge size="sm" variant="dot" color={statusColor(t.status)}>
                {t.status}
              </Badge>
            </Group>
            {t.professionalTitle && (
              <Text size="sm" c="dimmed">
                {t.professionalTitle}
              </Text>
            )}
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[t.email, t.phone].filter(Boolean).join(' · ')}
            </Text>
            {t.submittedAt && (
              <Text size="xs" c="dimmed">
                Submitted {formatDateTime(t.submittedAt, zone)}
              </Text>
            )}
          </Stack>
          <IconChevronRight size={20} color="var(--mantine-color-warmGray-5)" aria-hidden />
        </Group>
      </UnstyledButton>
    </Card>
  );
}

/** /admin: therapists waiting for approval (and, by filter, those approved or rejected). */
export function AdminTherapistsPage() {
  const [params, setParams] = useSearchParams();
  const status = (FILTERS.find((f) => f.value === params.get('status'))?.value ??
    'waiting for approval') as AdminReviewStatus;
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const searchOk = SEARCH_ALLOWED.test(search);
  const [searchKey] = useDebouncedValue(searchOk ? search.trim() : '', SEARCH_DEBOUNCE_MS);
  const q = useTherapists(status, page, searchKey);
  const pages = q.data ? Math.max(1, Math.ceil(q.data.count / ADMIN_PAGE_SIZE)) : 1;

  return (
    <Container size="md" py="lg" px="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Therapist approvals
          </Title>
          <Text c="dimmed">Review each profile and its documents, then approve it or say what needs to change.</Text>
        </div>
        <SegmentedControl
          data={FILTERS}
          value={status}
          onChange={(v) => {
            setPage(0);
            setParams(v === 'waiting for approval' ? {} : { status: v }, { replace: true });
          }}
          aria-label="Show therapists"
          fullWidth
          maw={420}
        />
        <TextInput
          aria-label="Search therapists"
          placeholder="Search by name, e-mail or phone"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(0);
          }}
          error={searchOk ? undefined : MSG.unsupportedSearch}
          maw={420}
        />
        {q.isPending && (
          <Stack aria-busy="true" role="status" aria-label="Loading therapists">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={88} radius="lg" />
            ))}
          </Stack>
        )}
        {q.isError && (
          <Alert color="red" role="alert">
            {errorMessage(q.error)}
          </Alert>
        )}
        {q.data && q.data.therapists.length === 0 && (
          <EmptyState
            minHeight="40vh"
            title={
              searchKey
                ? 'No therapists match this search'
                : status === 'waiting for approval'
                  ? MSG.adminNoPending
                  : 'No therapists here yet'
            }
            hint={
              status === 'waiting for approval'
                ? 'New profiles show here as soon as a therapist finishes the last page of the wizard.'
                : undefined
            }
          />
        )}
        {q.data && q.data.therapists.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              {q.data.count} {q.data.count === 1 ? 'therapist' : 'therapists'}
            </Text>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Therapists">
              {q.data.therapists.map((t) => (
                <Row key={t._id} t={t} />
              ))}
            </Stack>
          </>
        )}
        {pages > 1 && <Pagination total={pages} value={page + 1} onChange={(p) => setPage(p - 1)} />}
      </Stack>
    </Container>
  );
}
