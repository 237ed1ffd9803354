import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { type Appointment, cancelAppointmentBody, MSG } from '@sahaj/contract';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useCancellationReasons } from '../api/get-cancellation-reasons';
import type { Role } from '../api/keys';
import { refundNote } from '../lib/payment-words';

/**
 * A therapist's own reasons (issue 20 #5): the list at /public/cancellation-reasons is worded for
 * patients ('Feeling better'); a therapist's choice is sent as the reason's words.
 */
export const THERAPIST_CANCEL_REASONS = [
  'I am unwell',
  'An emergency came up',
  'A scheduling conflict',
  'I cannot hold this session as booked',
] as const;

/**
 * Cancelling with a reason (a patient's from /public/cancellation-reasons, required; a therapist's
 * own, optional) and optional words of one's own.
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
  const reasons = useCancellationReasons(opened && viewer === 'patient');
  const cancel = useCancelAppointment(viewer);
  const [reasonId, setReasonId] = useState<string | null>(null);
  const [words, setWords] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const [therapistReason, setTherapistReason] = useState<string | null>(null);
  const money = refundNote(a, viewer, a.patientDetails?.name);

  function submit() {
    setError(null);
    const own = [therapistReason, words.trim()].filter(Boolean).join(': ');
    const body = {
      appointmentId: a._id,
      cancellationReasonId: viewer === 'patient' ? (reasonId ?? undefined) : undefined,
      reason: (viewer === 'patient' ? words.trim() : own) || undefined,
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
        {viewer === 'patient' ? (
          <Select
            label="Reason for cancelling"
            placeholder={reasons.isPending ? 'Loading reasons…' : 'Choose a reason'}
            data={(reasons.data ?? []).map((r) => ({ value: r._id, label: r.name }))}
            value={reasonId}
            onChange={(v) => {
              setReasonId(v);
              setFieldError(null);
            }}
            withAsterisk
            error={fieldError ?? (reasons.isError ? reasons.error.message : undefined)}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <Select
            label="Reason for cancelling (optional)"
            placeholder="Choose a reason"
            data={[...THERAPIST_CANCEL_REASONS]}
            value={therapistReason}
            onChange={setTherapistReason}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Textarea
          label="Anything you want to add (optional)"
          value={words}
          onChange={(e) => setWords(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        {money && (
          <Alert color="blue" variant="light" title={viewer === 'patient' ? 'Your refund' : 'Refund'}>
            {money}
          </Alert>
        )}
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
