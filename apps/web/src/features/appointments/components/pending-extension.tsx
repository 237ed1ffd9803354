import { Alert, Button } from '@mantine/core';
import { type Appointment, formatClock } from '@sahaj/contract';
import type { Role } from '../api/keys';
import { extensionRequests } from '../lib/extension-request-store';

/**
 * A request for more time awaiting the patient (issue 20 #4), on the appointment's page: the therapist
 * sees that it waits; the patient, who may have dismissed or missed the question, can answer it here.
 */
export function PendingExtension({ a, viewer, zone }: { a: Appointment; viewer: Role; zone: string }) {
  const r = a.extensionRequest;
  if (!r) return null;
  const until = formatClock(new Date(r.newEndTime), zone);
  const by = formatClock(new Date(r.expiresAt), zone);
  if (viewer === 'provider') {
    return (
      <Alert color="blue" variant="light" mb="sm" title="Waiting for your patient">
        You asked {a.patientDetails.name} to extend this session until {until}. The request lapses at {by} without an
        answer.
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" mb="sm" title="Your therapist asks for more time">
      {a.doctorDetails.name} would like to extend this session until {until}. Please answer by {by}.
      <Button
        mt="xs"
        size="xs"
        display="block"
        onClick={() =>
          extensionRequests.ask({
            ...r,
            appointmentId: a._id,
            therapistName: a.doctorDetails.name,
            endTime: a.endTime,
          })
        }
      >
        Answer
      </Button>
    </Alert>
  );
}
