import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconHeartbeat, IconStethoscope, IconUserHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useViewerZone } from '../../auth';
import { MyFollowUps } from '../../provider-workspace';
import { usePatientDashboard } from '../api/get-dashboard';
import { CountTiles } from './count-tiles';
import { Greeting } from './greeting';
import { NextSessionCard } from './next-session-card';
import { Shortcuts } from './shortcuts';

const HOME = '/user/base/home';

/** The patient's dashboard: next session and how long until it, counts, shortcuts. */
export function PatientDashboardView() {
  const zone = useViewerZone();
  const dash = usePatientDashboard();
  const counts = dash.data?.counts;
  return (
    <Stack gap="lg">
      <Greeting subtitle="How are you feeling today? Your care is a few taps away." />
      {dash.isError && <LoadError error={dash.error} onRetry={() => dash.refetch()} />}
      <NextSessionCard
        next={dash.isError ? null : dash.data?.nextAppointment}
        viewer="patient"
        zone={zone}
        empty={
          <Stack gap="xs" align="flex-start">
            <Text c="dimmed">You have no upcoming session. Find a therapist who suits you and book a time.</Text>
            <Button component={Link} to={`${HOME}/therapists`} color="sahajCoral.8">
              Book a session
            </Button>
          </Stack>
        }
      />
      <MyFollowUps hideWhenEmpty />
      <CountTiles
        tiles={[
          { label: 'Upcoming sessions', value: counts?.upcoming, to: `${HOME}/appointments` },
          { label: 'Completed sessions', value: counts?.completed, to: `${HOME}/appointments/completed` },
          { label: 'Cancelled sessions', value: counts?.cancelled, to: `${HOME}/appointments/cancelled` },
          { label: 'My therapists', value: counts?.therapists, to: `${HOME}/my-doctors` },
        ]}
      />
      <Shortcuts
        items={[
          {
            label: 'Find a therapist',
            hint: 'Search by name, speciality or language',
            to: `${HOME}/therapists`,
            icon: IconStethoscope,
          },
          {
            label: 'Upcoming Appointments',
            hint: 'Reschedule or cancel a session',
            to: `${HOME}/appointments`,
            icon: IconCalendarEvent,
          },
          {
            label: 'My Therapists',
            hint: 'Book again with someone you know',
            to: `${HOME}/my-doctors`,
            icon: IconUserHeart,
          },
          {
            label: 'Check your symptoms',
            hint: 'How soon to get help, and who can help',
            to: `${HOME}/symptom-checker`,
            icon: IconHeartbeat,
          },
        ]}
      />
    </Stack>
  );
}
