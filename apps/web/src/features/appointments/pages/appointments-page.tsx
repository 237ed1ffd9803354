import { Button, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { APPOINTMENT_TABS, APPOINTMENTS_PAGE_LIMIT, type AppointmentTab } from '@sahaj/contract';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { PagePager } from '../../../components/page-pager';
import { RefreshingStack } from '../../../components/refreshing-stack';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useViewerZone } from '../../auth';
import { useAppointment } from '../api/get-appointment';
import type { Role } from '../api/keys';
import { useAppointments } from '../api/list-appointments';
import { AppointmentCard, AppointmentCardSkeleton } from '../components/appointment-card';
import { AppointmentDetail } from '../components/appointment-detail';

const BASE = '/user/base/home/appointments';
const TAB_LABELS: Record<AppointmentTab, string> = {
  upcoming: 'Upcoming',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const EMPTY: Record<AppointmentTab, string> = {
  upcoming: 'No upcoming appointments',
  completed: 'No completed appointments',
  cancelled: 'No cancelled appointments',
};

const isTab = (v: string | undefined): v is AppointmentTab => APPOINTMENT_TABS.includes(v as AppointmentTab);

/**
 * appointments/{tab?}/{action?} for patients and therapists: tabs upcoming, completed, cancelled;
 * {action} is an appointment id and opens its detail view.
 */
export function AppointmentsPage() {
  const { tab: tabParam, action } = useParams();
  const session = useSession();
  const viewer: Role = session?.userType === 'doctor' ? 'provider' : 'patient';
  const profileZone = useViewerZone();

  if (tabParam !== undefined && !isTab(tabParam)) return <Navigate to={BASE} replace />;
  const tab = tabParam ?? 'upcoming';
  if (action) return <DetailView id={action} viewer={viewer} tab={tab} profileZone={profileZone} />;
  return <ListView tab={tab} viewer={viewer} profileZone={profileZone} />;
}

function ListView({ tab, viewer, profileZone }: { tab: AppointmentTab; viewer: Role; profileZone: string }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const list = useAppointments(viewer, tab, page);
  const count = list.data?.count ?? 0;

  return (
    <Stack gap="lg">
      <Title order={1}>{viewer === 'patient' ? 'Upcoming Appointments' : 'Appointments'}</Title>
      <Tabs
        value={tab}
        onChange={(v) => {
          setPage(0);
          navigate(v === 'upcoming' ? BASE : `${BASE}/${v}`);
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {APPOINTMENT_TABS.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          {list.isPending ? (
            <Stack gap="md" role="status" aria-label="Loading appointments">
              {[0, 1, 2].map((k) => (
                <AppointmentCardSkeleton key={k} />
              ))}
            </Stack>
          ) : list.isError ? (
            <LoadError error={list.error} onRetry={() => list.refetch()} />
          ) : list.data.appointments.length === 0 ? (
            <EmptyState
              title={EMPTY[tab]}
              hint={
                viewer === 'patient'
                  ? tab === 'upcoming'
                    ? 'Find a therapist and book a session; it will show here.'
                    : 'Your sessions show here once they have happened or been cancelled.'
                  : 'Sessions patients book with you show here.'
              }
              action={
                viewer === 'patient' && tab === 'upcoming' ? (
                  <Button component={Link} to="/user/base/home/therapists">
                    Find a therapist
                  </Button>
                ) : null
              }
              minHeight="30vh"
            />
          ) : (
            <RefreshingStack busy={list.isPlaceholderData} gap="md">
              <Text size="sm" c="dimmed">
                {count === 1 ? '1 session' : `${count} sessions`}
              </Text>
              {list.data.appointments.map((a) => (
                <AppointmentCard
                  key={a._id}
                  a={a}
                  viewer={viewer}
                  zone={viewer === 'provider' ? a.providerTimeZone : profileZone}
                  detailHref={`${BASE}/${tab}/${a._id}`}
                />
              ))}
              <PagePager count={count} limit={APPOINTMENTS_PAGE_LIMIT} page={page} onPage={setPage} />
            </RefreshingStack>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function DetailView({
  id,
  viewer,
  tab,
  profileZone,
}: {
  id: string;
  viewer: Role;
  tab: AppointmentTab;
  profileZone: string;
}) {
  const appointment = useAppointment(viewer, id);
  const backHref = tab === 'upcoming' ? BASE : `${BASE}/${tab}`;
  if (appointment.isPending) {
    return (
      <Stack gap="lg" role="status" aria-label="Loading appointment">
        <Skeleton h={16} w={160} />
        <Skeleton h={180} radius="lg" />
        <Skeleton h={120} radius="lg" />
      </Stack>
    );
  }
  if (appointment.isError) {
    const missing = appointment.error instanceof ApiError && [400, 404].includes(appointment.error.status);
    return (
      <Stack gap="md" maw={560} mx="auto" py="xl">
        <Title order={1} size="h2">
          {missing ? 'Appointment not found' : 'We could not load this appointment'}
        </Title>
        <Text c="dimmed">{appointment.error.message}</Text>
        <Button component={Link} to={backHref} style={{ alignSelf: 'flex-start' }}>
          Back to appointments
        </Button>
      </Stack>
    );
  }
  const a = appointment.data;
  return (
    <AppointmentDetail
      a={a}
      viewer={viewer}
      zone={viewer === 'provider' ? a.providerTimeZone : profileZone}
      backHref={backHref}
    />
  );
}
