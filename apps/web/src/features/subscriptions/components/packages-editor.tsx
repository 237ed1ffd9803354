import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { packageBody, type SubscriptionPlan, type Treatment } from '@sahaj/contract';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, notify } from '../../../lib/notify';
import { formErrorTarget, showServerError } from '../../../lib/server-error';
import { useOwnPackages, useRemovePackage, useSavePackage } from '../api/therapist-packages';
import { money, sessionsWord } from './format';

const GENERAL = 'general';
interface Values {
  name: string;
  sessionCount: string;
  validityDays: string;
  price: string;
  treatmentId: string;
}

function PackageForm({
  editing,
  treatments,
  onDone,
}: {
  editing: SubscriptionPlan | null;
  treatments: Treatment[];
  onDone: () => void;
}) {
  const save = useSavePackage();
  const form = useForm<Values>({
    initialValues: editing
      ? {
          name: editing.planName,
          sessionCount: String(editing.sessionCount),
          validityDays: String(editing.validityDays),
          price: String(editing.planPrice),
          treatmentId: editing.treatmentId ?? GENERAL,
        }
      : { name: '', sessionCount: '4', validityDays: '30', price: '', treatmentId: GENERAL },
    validate: (v) => {
      const parsed = packageBody.safeParse({ ...v, treatmentId: v.treatmentId === GENERAL ? null : v.treatmentId });
      const errors: Record<string, string> = {};
      if (!parsed.success) {
        for (const i of parsed.error.issues) {
          const key = String(i.path[0] ?? '');
          if (key && !errors[key]) errors[key] = i.message;
        }
      }
      return errors;
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) =>
        save.mutate(
          { ...v, treatmentId: v.treatmentId === GENERAL ? null : v.treatmentId, packageId: editing?._id },
          {
            onSuccess: (r) => {
              notify.success(r.message);
              onDone();
            },
            onError: (err) => showServerError(err, formErrorTarget(form)),
          },
        ),
      )}
    >
      <Stack gap="sm">
        <TextInput label="Package name" placeholder="e.g. Monthly care" withAsterisk {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput label="Sessions" inputMode="numeric" withAsterisk {...form.getInputProps('sessionCount')} />
          <TextInput label="Within (days)" inputMode="numeric" withAsterisk {...form.getInputProps('validityDays')} />
          <TextInput
            label="Price (₹)"
            description="For the whole package"
            inputMode="numeric"
            withAsterisk
            {...form.getInputProps('price')}
          />
        </SimpleGrid>
        <Select
          label="Sessions of"
          data={[
            { value: GENERAL, label: 'General consultation' },
            ...treatments.map((t) => ({ value: t._id, label: t.treatmentName })),
          ]}
          allowDeselect={false}
          {...form.getInputProps('treatmentId')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {editing ? 'Save package' : 'Add package'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The therapist's packages (the spec's subscriptions): several sessions within some days, at a price. */
export function PackagesEditor({ treatments }: { treatments: Treatment[] }) {
  const q = useOwnPackages();
  const remove = useRemovePackage();
  const [editing, setEditing] = useState<SubscriptionPlan | 'new' | null>(null);
  return (
    <Stack gap="xs" component="section" aria-label="Packages">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Title order={3} size="h5">
            Packages
          </Title>
          <Text size="sm" c="dimmed">
            Optional: several sessions booked within some days, paid once (for example 4 sessions within 30 days).
          </Text>
        </div>
        <ActionIcon variant="light" size="lg" radius="xl" aria-label="Add package" onClick={() => setEditing('new')}>
          <IconPlus size={18} />
        </ActionIcon>
      </Group>
      {q.isPending && <Skeleton h={56} radius="lg" />}
      {q.isError && <Alert color="red">{errorMessage(q.error)}</Alert>}
      {q.data?.packages.length === 0 && (
        <Card padding="md" bg="warmGray.0" style={{ borderStyle: 'dashed' }}>
          <Text size="sm" c="dimmed">
            No packages yet.
          </Text>
        </Card>
      )}
      {q.data?.packages.map((p) => (
        <Card key={p._id} padding="sm" data-testid="package-card">
          <Group justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {p.planName}
              </Text>
              <Text size="sm" c="dimmed">
                {sessionsWord(p.sessionCount)} within {p.validityDays} days · {money(p.planPrice, p.currency)}
                {p.treatmentName ? ` · ${p.treatmentName}` : ''}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${p.planName}`} onClick={() => setEditing(p)}>
                <IconEdit size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${p.planName}`}
                loading={remove.isPending && remove.variables === p._id}
                onClick={() =>
                  remove.mutate(p._id, { onSuccess: (r) => notify.success(r.message), onError: (e) => notify.error(e) })
                }
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Group>
        </Card>
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add package' : 'Edit package'}
        centered
      >
        {editing !== null && (
          <PackageForm
            key={editing === 'new' ? 'new' : editing._id}
            editing={editing === 'new' ? null : editing}
            treatments={treatments}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
