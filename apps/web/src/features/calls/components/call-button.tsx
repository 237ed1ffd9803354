import { Button } from '@mantine/core';
import { type Appointment, START_EARLY_MINUTES } from '@sahaj/contract';
import { IconVideo } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { callActions } from '../lib/call-engine';
import { useCallState } from '../lib/call-store';

/** True from START_EARLY_MINUTES before the start until the end (re-checked every 15 s). */
function useInWindow(a: Appointment): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(id);
  }, []);
  return (
    a.status === 'upcoming' &&
    now >= Date.parse(a.startTime) - START_EARLY_MINUTES * 60_000 &&
    now < Date.parse(a.endTime)
  );
}

/**
 * On an appointment, within its call window: the therapist's 'Start session' (rings the patient) and
 * the patient's 'Join session' (to rejoin after a closed tab, or join before the ring).
 */
export function CallButton({ a, viewer }: { a: Appointment; viewer: 'patient' | 'provider' }) {
  const s = useCallState();
  const open = useInWindow(a);
  if (!open) return null;
  const inThisCall = s.appointmentId === a._id && s.phase === 'live';
  const other =
    viewer === 'provider'
      ? { _id: a.patientId, name: a.patientDetails.name, profilePic: a.patientDetails.profilePic }
      : { _id: a.providerId, name: a.doctorDetails.name, profilePic: a.doctorDetails.profilePic };
  return (
    <Button
      leftSection={<IconVideo size={18} aria-hidden />}
      onClick={() => callActions.check(a._id, viewer === 'provider' ? 'start' : 'join', other)}
    >
      {inThisCall ? 'Return to the session' : viewer === 'provider' ? 'Start session' : 'Join session'}
    </Button>
  );
}
