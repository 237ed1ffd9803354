import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { type Appointment, cancelAppointmentBody, MSG } from '@sahaj/contract';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useCancellationReasons } from '../api/get-cancellation-reasons';
import type { Role } from '../api/keys';

/**
 * Cancelling with a reason from /public/cancellation-reasons (required for patients, optional for
 * therapists) and optional words of one's own.
 */
export function CancelModal({
  a,
  viewer,
  opened,
  onClose,
}: {
  a: Appointment;
  viewer: Role;
  opened: boolean;
  onClose: () => void;
}) {
  const reasons = useCancellationReasons(opened);
  const cancel = useCancelAppointment(viewer);
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [words, setWords] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function submit() {
    setError(null);
    const body = {
      appointmentId: a._id,
      cancellationReasonId: reasonId ?? undefined,
      reason: words.trim() || undefined,
    };
    if (viewer === 'patient') {
      const parsed = cancelAppointmentBody.safeParse(body);
      if (!parsed.success) {
        setFieldError(parsed.error.issues[0]?.message ?? MSG.cancellationReasonRequired);
        return;
      }
    }
    cancel.mutate(body, {
      onSuccess: (r) => {
        notify.success(r.message);
        onClose();
      },
      onError: (err) => setError(err.message),
    });
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Cancel this session" centered>
      <Stack gap="md">
        <Select
          label="Reason for cancelling"
          placeholder={reasons.isPending ? 'Loading reasons…' : 'Choose a reason'}
          data={(reasons.data ?? []).map((r) => ({ value: r._id, label: r.name }))}
          value={reasonId}
          onChange={(v) => {
            setReasonId(v);
            setFieldError(null);
          }}
          withAsterisk={viewer === 'patient'}
          error={fieldError ?? (reasons.isError ? reasons.error.message : undefined)}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Anything you want to add (optional)"
          value={words}
          onChange={(e) => setWords(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        {viewer === 'patient' && (
          <Text size="sm" c="dimmed">
            The time goes back to the therapist's calendar at once.
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            Keep session
          </Button>
          <Button color="red.8" onClick={submit} loading={cancel.isPending}>
            Cancel session
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
