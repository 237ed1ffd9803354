import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { type Appointment, EXTENSION_ANSWER_MINUTES, formatClock, localTimeZone } from '@sahaj/contract';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useExtendAppointment } from '../api/extend-appointment';
import { useAppointment } from '../api/get-appointment';

/**
 * Extending a session asks first (issue 20 #4) and says what happens: until when, at what price to
 * the patient (none: the extra time is the therapist's to give), that the patient is asked and must
 * agree within EXTENSION_ANSWER_MINUTES, and that the time has to be free and within the therapist's
 * hours (the server checks both). Confirming sends the request; the answer arrives as a toast.
 */
export function ExtendModal({
  a,
  zone,
  opened,
  onClose,
  overCall,
}: {
  /** The appointment as the therapist reads it (its current end and booked period). */
  a: Appointment | undefined;
  zone: string;
  opened: boolean;
  onClose: () => void;
  /** Over the call window: rendered inside it (its focus trap) and above it (it sits at z-index 300). */
  overCall?: boolean;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Ask to extend this session?"
      centered
      {...(overCall ? { withinPortal: false, zIndex: 400 } : {})}
    >
      {a ? (
        <ExtendChoice a={a} zone={zone} onClose={onClose} />
      ) : (
        <Loader size="sm" role="status" aria-label="Loading the session" />
      )}
    </Modal>
  );
}

/** The call window knows only the appointment's id: the modal reads the rest when it opens, over the call. */
export function ExtendModalFor({
  appointmentId,
  opened,
  onClose,
}: {
  appointmentId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const a = useAppointment('provider', appointmentId, opened);
  const zone = localTimeZone();
  return <ExtendModal a={a.data} zone={zone} opened={opened} onClose={onClose} overCall />;
}

function ExtendChoice({ a, zone, onClose }: { a: Appointment; zone: string; onClose: () => void }) {
  const end = new Date(a.endTime);
  // One extension adds one booked period; consultationDuration already counts earlier extensions.
  const periodMinutes = Math.round(a.consultationDuration / (a.extendedTimes + 1));
  const extend = useExtendAppointment();
  const [error, setError] = useState<string | null>(null);
  const until = formatClock(new Date(end.getTime() + periodMinutes * 60_000), zone);
  const who = a.patientDetails?.name || 'your patient';

  function close() {
    setError(null);
    onClose();
  }
  function confirm() {
    setError(null);
    extend.mutate(
      { appointmentId: a._id },
      {
        onSuccess: (r) => {
          notify.success(r.message);
          close();
        },
        onError: (err) => setError(err.message),
      },
    );
  }

  return (
    <Stack gap="md">
      <Text>
        The session gets {periodMinutes} more minutes and ends at <strong>{until}</strong> instead of{' '}
        {formatClock(end, zone)}.
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          {who} is asked first: the session is extended only if they agree to stay longer, within{' '}
          {EXTENSION_ANSWER_MINUTES} minutes.
        </List.Item>
        <List.Item>There is no extra charge for {who}; the extra time is yours to give.</List.Item>
        <List.Item>The time must be free and within your working hours.</List.Item>
      </List>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close}>
          Not now
        </Button>
        <Button onClick={confirm} loading={extend.isPending}>
          Ask to extend to {until}
        </Button>
      </Group>
    </Stack>
  );
}
