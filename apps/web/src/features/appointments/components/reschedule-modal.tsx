import { Modal } from '@mantine/core';
import type { Appointment, Slot } from '@sahaj/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { SlotPicker } from '../../discovery';
import { useRescheduleAppointment } from '../api/reschedule-appointment';

/** Moving a session to another free time of the same therapist; a taken slot says so in the picker. */
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
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  function pick(slot: Slot) {
    setPending(slot.startTime);
    setMessage(null);
    reschedule.mutate(
      { appointmentId: a._id, startTime: slot.startTime },
      {
        onSuccess: (r) => {
          notify.success(r.message);
          onClose();
        },
        onError: (err) => setMessage(err instanceof ApiError ? err.message : String(err)),
        onSettled: () => setPending(null),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Reschedule this session" size="lg" centered>
      {opened && (
        <SlotPicker
          therapistId={a.providerId}
          zone={zone}
          onPick={pick}
          pending={pending}
          message={message}
          exclude={a.startTime}
          heading="Pick a new time"
        />
      )}
    </Modal>
  );
}
