import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { Appointment, Slot } from '@sahaj/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { SlotPicker } from '../../discovery';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import { unchangedPrice } from '../lib/payment-words';
import { sessionWhen } from '../lib/when';

/**
 * Moving a session to another free time of the same therapist. Picking a time asks first (issue 20
 * #4: a paid session moved on a single tap): the old and new times, that the price does not change,
 * and who agrees; only 'Move my session' moves it. A taken slot says so in the picker.
 */
export function RescheduleModal({
  a,
  zone,
  opened,
  onClose,
}: {
  a: Appointment;
  zone: string;
  opened: boolean;
  onClose: () => void;
}) {
  const reschedule = useRescheduleAppointment();
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  function close() {
    setChosen(null);
    setMessage(null);
    onClose();
  }

  function confirm(slot: Slot) {
    setMessage(null);
    reschedule.mutate(
      { appointmentId: a._id, startTime: slot.startTime },
      {
        onSuccess: (r) => {
          notify.success(r.message);
          close();
        },
        onError: (err) => {
          // Back to the times, with the reason (e.g. the slot was just taken).
          setChosen(null);
          setMessage(err instanceof ApiError ? err.message : String(err));
        },
      },
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={chosen ? 'Move this session?' : 'Reschedule this session'}
      size="lg"
      centered
    >
      {opened && chosen && (
        <MoveSummary
          a={a}
          zone={zone}
          to={chosen}
          busy={reschedule.isPending}
          onBack={() => setChosen(null)}
          onConfirm={() => confirm(chosen)}
        />
      )}
      {/* Kept mounted while the summary shows, so 'Back to times' returns to the day that was open. */}
      {opened && (
        <div hidden={!!chosen}>
          <SlotPicker
            therapistId={a.providerId}
            zone={zone}
            onPick={(slot) => {
              setMessage(null);
              setChosen(slot);
            }}
            pending={null}
            message={message}
            exclude={a.startTime}
            heading="Pick a new time"
          />
        </div>
      )}
    </Modal>
  );
}

/** What moving the session changes, and what it does not, before the patient agrees. */
function MoveSummary({
  a,
  zone,
  to,
  busy,
  onBack,
  onConfirm,
}: {
  a: Appointment;
  zone: string;
  to: Slot;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const from = sessionWhen(a, zone);
  const next = sessionWhen(to, zone);
  return (
    <Stack gap="md">
      <Table withRowBorders={false} verticalSpacing={4} variant="vertical" layout="fixed">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={90}>From</Table.Th>
            <Table.Td>
              {from.day}, {from.time}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>To</Table.Th>
            <Table.Td fw={600}>
              {next.day}, {next.time}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Price</Table.Th>
            <Table.Td>{unchangedPrice(a)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>With</Table.Th>
            <Table.Td>{a.doctorDetails.name}, the same therapist</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Alert color="blue" variant="light">
        <Text size="sm">
          The new time is free in {a.doctorDetails.name}'s hours, so you can move it yourself: they are told at once and
          both calendars are updated. You can change it again up to 24 hours before it starts.
        </Text>
      </Alert>
      <Group justify="flex-end" gap="xs">
        <Button variant="subtle" onClick={onBack} disabled={busy}>
          Back to times
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          Move my session
        </Button>
      </Group>
    </Stack>
  );
}
