import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { formatDateTime, formatDay, formatTime12h, type Medication, MSG } from '@sahaj/contract';
import { IconPencil, IconPill, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { notify } from '../../../lib/notify';
import { useViewerZone } from '../../auth';
import { MyPrescriptions } from '../../provider-workspace';
import { useDeleteMedication } from '../api/delete-medication';
import { useMedications } from '../api/list-medications';
import { MedicationForm } from '../components/medication-form';

const STATUS = {
  active: { label: 'Active', color: 'teal' },
  upcoming: { label: 'Starts later', color: 'blue' },
  ended: { label: 'Ended', color: 'gray' },
} as const;

/** medication: my medicines with their schedules and next reminder; add, edit, delete. */
export function MedicationPage() {
  const list = useMedications();
  const remove = useDeleteMedication();
  const zone = useViewerZone();
  const [form, setForm] = useState<{ open: boolean; editing: Medication | null }>({ open: false, editing: null });
  const [toDelete, setToDelete] = useState<Medication | null>(null);

  const add = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ open: true, editing: null })}>
      Add medication
    </Button>
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Medication</Title>
          <Text c="dimmed" size="sm">
            Reminders come at each time you set. Turn them off under{' '}
            <Anchor component={Link} to="/user/base/home/my-account">
              Settings
            </Anchor>
            .
          </Text>
        </Stack>
        {add}
      </Group>
      {list.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading your medications">
          <Skeleton h={110} radius="lg" />
          <Skeleton h={110} radius="lg" />
        </Stack>
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.medications.length === 0 ? (
        <EmptyState title={MSG.noMedications} hint="Add the medicines you take to get a reminder at each dose." />
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="My medications">
          {list.data.medications.map((m) => (
            <Card component="li" key={m._id} padding="lg" aria-labelledby={`med-${m._id}`}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Group gap="md" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconPill size={32} stroke={1.5} color="var(--mantine-color-sahajTeal-7)" aria-hidden />
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text component="h2" id={`med-${m._id}`} fw={650} size="lg" lh={1.3}>
                        {m.name}
                      </Text>
                      <Badge variant="light" color={STATUS[m.status].color} tt="none" c="dark.7">
                        {STATUS[m.status].label}
                      </Badge>
                    </Group>
                    <Text size="sm">
                      {m.type.name} · {m.dose} · {m.timesOfDay.map(formatTime12h).join(', ')}
                    </Text>
                    <Text size="sm" c="dimmed">
                      From {formatDay(m.startDate)}
                      {m.endDate ? ` to ${formatDay(m.endDate)}` : ', no end date'}
                      {m.prescribedBy ? ` · prescribed by ${m.prescribedBy.name}` : ''}
                    </Text>
                    {m.nextDoseAt && m.status !== 'ended' && (
                      <Text size="sm" fw={500}>
                        Next reminder: {formatDateTime(m.nextDoseAt, zone)}
                      </Text>
                    )}
                    {m.notes && (
                      <Text size="sm" c="dimmed">
                        {m.notes}
                      </Text>
                    )}
                  </Stack>
                </Group>
                {!m.prescribedBy && (
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
            </Card>
          ))}
        </Stack>
      )}
      <MyPrescriptions />
      <MedicationForm
        // Mounted before the profile may have loaded: a new zone starts the form again on its today.
        key={`${form.editing?._id ?? 'new'} ${zone}`}
        opened={form.open}
        editing={form.editing}
        onClose={() => setForm({ open: false, editing: null })}
      />
      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title="Delete this medication?" centered>
        <Stack>
          <Text>{toDelete?.name} and its reminders will be removed.</Text>
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
    </Stack>
  );
}
