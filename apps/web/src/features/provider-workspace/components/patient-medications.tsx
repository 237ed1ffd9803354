import { ActionIcon, Badge, Button, Card, Group, Modal, Stack, Text, Title, Tooltip } from '@mantine/core';
import { type ConsultationDetails, formatDay, formatTime12h, type Medication } from '@sahaj/contract';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useProfile } from '../../auth';
import { useDeletePatientMedication } from '../api/delete-patient-medication';
import { PatientMedicationForm } from './patient-medication-form';

/** The patient's medication list: my entries can be changed; theirs (and other therapists') are read only. */
export function PatientMedications({ details }: { details: ConsultationDetails }) {
  const session = useSession();
  const profile = useProfile(session?.token ?? null);
  const me = profile.data?._id;
  const patientId = details.profile._id;
  const remove = useDeletePatientMedication(patientId);
  const [form, setForm] = useState<{ open: boolean; editing: Medication | null }>({ open: false, editing: null });
  const [toDelete, setToDelete] = useState<Medication | null>(null);
  const mine = (m: Medication) => Boolean(me && m.prescribedBy?._id === me);

  return (
    <Card padding="lg" component="section" aria-labelledby="medications-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="medications-title">
            Medications
          </Title>
          <Button
            size="sm"
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setForm({ open: true, editing: null })}
          >
            Add a medication
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          What you add goes into {details.profile.name}'s medication list with reminders, marked as prescribed by you.
        </Text>
        {details.medications.length === 0 ? (
          <Text size="sm" c="dimmed">
            No medications in the patient's list.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {details.medications.map((m) => (
              <Group component="li" key={m._id} justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{m.name}</Text>
                    <Badge variant="light" color={mine(m) ? 'teal' : 'gray'} c="dark.7" tt="none">
                      {m.prescribedBy
                        ? mine(m)
                          ? 'Added by you'
                          : `Prescribed by ${m.prescribedBy.name}`
                        : "Patient's own entry"}
                    </Badge>
                  </Group>
                  <Text size="sm">
                    {m.type.name} · {m.dose} · {m.timesOfDay.map(formatTime12h).join(', ')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    From {formatDay(m.startDate)}
                    {m.endDate ? ` to ${formatDay(m.endDate)}` : ', no end date'}
                  </Text>
                </Stack>
                {mine(m) && (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label="Edit">
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={`Edit ${m.name}`}
                        onClick={() => setForm({ open: true, editing: m })}
                      >
                        <IconPencil size={20} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label="Delete">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={`Delete ${m.name}`}
                        onClick={() => setToDelete(m)}
                      >
                        <IconTrash size={20} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <PatientMedicationForm
        key={form.editing?._id ?? 'new'}
        patientId={patientId}
        patientZone={details.profile.timeZone}
        opened={form.open}
        editing={form.editing}
        onClose={() => setForm({ open: false, editing: null })}
      />
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title="Delete this medication?" centered>
        <Stack>
          <Text>
            {toDelete?.name} and its reminders will be removed from {details.profile.name}'s list.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setToDelete(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                toDelete &&
                remove.mutate(toDelete._id, {
                  onSuccess: (r) => {
                    notify.success(r.message);
                    setToDelete(null);
                  },
                  onError: (e) => notify.error(e),
                })
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
