import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type Appointment, CALL_ATTENDANCE_LABELS, CHANGE_WINDOW_HOURS, formatDateTime } from '@sahaj/contract';
import { IconArrowLeft, IconCalendarEvent, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PatientNoteCard, SessionPreferencesCard } from '../../appointment-preferences';
import { CallButton } from '../../calls';
import { TherapistAvatar } from '../../discovery';
import { patientHealthPath } from '../../health-records';
import { workspacePaths } from '../../provider-workspace';
import type { Role } from '../api/keys';
import { priceLabel } from '../lib/payment-words';
import { sessionWhen } from '../lib/when';
import { CancelModal } from './cancel-modal';
import { ExtendModal } from './extend-modal';
import { PendingExtension } from './pending-extension';
import { RatingForm } from './rating-form';
import { RescheduleModal } from './reschedule-modal';
import { StatusBadge } from './status-badge';

const HOME = '/user/base/home';

/** One appointment: who, when (viewer's zone), what, and the actions the caller may take now. */
export function AppointmentDetail({
  a,
  viewer,
  zone,
  backHref,
}: {
  a: Appointment;
  viewer: Role;
  zone: string;
  backHref: string;
}) {
  const [cancelOpen, cancelModal] = useDisclosure(false);
  const [rescheduleOpen, rescheduleModal] = useDisclosure(false);
  const [extendOpen, extendModal] = useDisclosure(false);
  const other = viewer === 'patient' ? a.doctorDetails : a.patientDetails;
  const when = sessionWhen(a, zone);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={backHref} size="sm" style={{ alignSelf: 'flex-start' }}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> Back to appointments
        </Group>
      </Anchor>
      <Card padding="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <TherapistAvatar src={other.profilePic} name={other.name} size={64} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={1} size="h2">
                Session with {other.name}
              </Title>
              {viewer === 'patient' && a.doctorDetails.professionalTitle && (
                <Text c="dimmed">{a.doctorDetails.professionalTitle}</Text>
              )}
              {a.familyMember && (
                // Whom a family session is for, on both sides (issue 20 #11).
                <Text fw={600} data-testid="session-for">
                  For {a.familyMember.name} ({a.familyMember.relationship})
                </Text>
              )}
            </Stack>
          </Group>
          <StatusBadge status={a.status} />
        </Group>
        <Stack gap={6} mt="md">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconCalendarEvent size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text>
              <strong>{when.day}</strong> · <span style={{ whiteSpace: 'nowrap' }}>{when.time}</span>
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <IconClock size={20} aria-hidden style={{ flexShrink: 0 }} />
            <Text>
              {a.consultationDuration} minutes
              {a.extendedTimes > 0 && ` (extended ${a.extendedTimes === 1 ? 'once' : `${a.extendedTimes} times`})`}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {a.treatmentName ?? 'General consultation'} · {priceLabel(a, viewer)}
          </Text>
          {viewer === 'patient' && (
            <Anchor component={Link} to={`${HOME}/doctor-profile/${a.providerId}`} size="sm">
              View {a.doctorDetails.name}'s profile
            </Anchor>
          )}
          {viewer === 'provider' && a.status !== 'cancelled' && (
            // Read only, and each visit is written to the patient's "who viewed my records" list.
            <Anchor component={Link} to={patientHealthPath(a.patientId)} size="sm">
              View {a.patientDetails.name}'s health records
            </Anchor>
          )}
          {viewer === 'provider' && a.status !== 'cancelled' && (
            // The practice side of this session (issue 22): its note, and the patient's whole record.
            <Group gap="md">
              <Anchor component={Link} to={workspacePaths.note(a.patientId, a._id)} size="sm">
                Session note
              </Anchor>
              <Anchor component={Link} to={workspacePaths.patient(a.patientId)} size="sm">
                {a.patientDetails.name}'s record
              </Anchor>
            </Group>
          )}
        </Stack>
      </Card>

      <CallButton a={a} viewer={viewer} />
      {a.attendance && (
        <Alert color={a.attendance === 'attended' ? 'green' : 'yellow'} variant="light" title="Attendance">
          {CALL_ATTENDANCE_LABELS[a.attendance]}
        </Alert>
      )}

      {a.status === 'cancelled' && (
        <Alert color="red" variant="light" title="This session was cancelled">
          Cancelled by {a.cancelledBy === 'doctor' ? 'the therapist' : 'the patient'}
          {a.cancelledAt ? ` on ${formatDateTime(a.cancelledAt, zone)}` : ''}.
          {a.cancellationReason ? ` Reason: ${a.cancellationReason}` : ''}
        </Alert>
      )}

      {a.status === 'upcoming' && (
        <Card padding="lg" component="section" aria-labelledby="changes-heading">
          <Title order={2} size="h4" id="changes-heading" mb="xs">
            Changes
          </Title>
          {viewer === 'patient' && (
            <Text size="sm" mb="sm">
              {a.canCancel || a.canReschedule
                ? `You can cancel or reschedule up to ${CHANGE_WINDOW_HOURS} hours before the session, until ${formatDateTime(a.changeDeadline, zone)}.`
                : `Sessions can be changed up to ${CHANGE_WINDOW_HOURS} hours before they start; this one starts sooner, so it can no longer be cancelled or rescheduled.`}
            </Text>
          )}
          {a.extensionRequest && <PendingExtension a={a} viewer={viewer} zone={zone} />}
          <Group gap="sm">
            {viewer === 'patient' && a.canReschedule && (
              <Button variant="light" onClick={rescheduleModal.open}>
                Reschedule
              </Button>
            )}
            {viewer === 'provider' && a.canExtend && (
              <Button variant="light" onClick={extendModal.open}>
                Extend by one session
              </Button>
            )}
            {a.canCancel && (
              <Button variant="outline" color="red.8" onClick={cancelModal.open}>
                Cancel session
              </Button>
            )}
          </Group>
        </Card>
      )}

      {a.status === 'upcoming' &&
        (viewer === 'patient' ? (
          <SessionPreferencesCard appointmentId={a._id} />
        ) : (
          <PatientNoteCard appointmentId={a._id} />
        ))}

      {viewer === 'patient' && a.status === 'completed' && <RatingForm a={a} />}

      <CancelModal a={a} viewer={viewer} opened={cancelOpen} onClose={cancelModal.close} />
      {viewer === 'patient' && (
        <RescheduleModal a={a} zone={zone} opened={rescheduleOpen} onClose={rescheduleModal.close} />
      )}
      {viewer === 'provider' && a.canExtend && (
        <ExtendModal a={a} zone={zone} opened={extendOpen} onClose={extendModal.close} />
      )}
    </Stack>
  );
}
