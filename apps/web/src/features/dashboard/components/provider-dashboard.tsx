import { Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconId, IconUserEdit } from '@tabler/icons-react';
import { LoadError } from '../../../components/load-error';
import { useSession } from '../../../lib/session';
import { useViewerZone } from '../../auth';
import { useProviderDashboard } from '../api/get-dashboard';
import { CountTiles } from './count-tiles';
import { Greeting } from './greeting';
import { NextSessionCard } from './next-session-card';
import { Shortcuts } from './shortcuts';

const HOME = '/user/base/home';

/** The therapist's dashboard: next session (in their own zone), today's count, totals, rating. */
export function ProviderDashboardView() {
  const session = useSession();
  const ownZone = useViewerZone();
  const dash = useProviderDashboard();
  const d = dash.data;
  const zone = d?.nextAppointment?.providerTimeZone ?? ownZone;
  const profileHref = `${HOME}/doctor-profile/${session?.user?._id ?? ''}`;
  return (
    <Stack gap="lg">
      <Greeting subtitle="Here is your practice at a glance." />
      {dash.isError && <LoadError error={dash.error} onRetry={() => dash.refetch()} />}
      <NextSessionCard
        next={dash.isError ? null : d?.nextAppointment}
        viewer="provider"
        zone={zone}
        empty={
          <Text c="dimmed">
            No upcoming sessions yet. Patients find you in the therapist list while you have free times in your
            availability.
          </Text>
        }
      />
      <CountTiles
        tiles={[
          { label: 'Sessions today', value: d?.counts.today, to: `${HOME}/appointments` },
          { label: 'Upcoming sessions', value: d?.counts.upcoming, to: `${HOME}/appointments` },
          { label: 'Completed sessions', value: d?.counts.completed, to: `${HOME}/appointments/completed` },
          {
            label: d ? `Rating (${d.reviewCount} ${d.reviewCount === 1 ? 'review' : 'reviews'})` : 'Rating',
            value: d ? (d.reviewCount ? d.rating.toFixed(1) : '–') : undefined,
            to: profileHref,
          },
        ]}
      />
      <Shortcuts
        items={[
          {
            label: 'Appointments',
            hint: 'Extend or cancel a session',
            to: `${HOME}/appointments`,
            icon: IconCalendarEvent,
          },
          { label: 'Your public profile', hint: 'What patients see, with reviews', to: profileHref, icon: IconId },
          {
            label: 'Profile and availability',
            hint: 'Change your hours, time off and fees',
            to: '/user/doctor/update-profile',
            icon: IconUserEdit,
          },
        ]}
      />
    </Stack>
  );
}
