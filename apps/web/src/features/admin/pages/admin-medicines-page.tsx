import { Button, Card, Container, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type AdminMedicineBody, adminMedicineBody } from '@sahaj/contract';
import { notify } from '../../../lib/notify';
import { formErrorTarget, showServerError } from '../../../lib/server-error';
import { useAddMedicine, useMedicineTypes } from '../../medications';
import { AdminTpgLibrary } from '../../provider-workspace';

/**
 * /admin/medicines: the medicine library patients pick from, adding to it (POST /admin/medicine), and
 * each medicine's teleconsultation list for prescribers (issue 22).
 */
export function AdminMedicinesPage() {
  const types = useMedicineTypes();
  const add = useAddMedicine();
  const form = useForm<{ name: string; medicineTypeId: string; strength: string }>({
    initialValues: { name: '', medicineTypeId: '', strength: '' },
    validate: schemaResolver(adminMedicineBody, { sync: true }),
  });
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1}>Medicine library</Title>
        <Card padding="lg" withBorder component="section" aria-labelledby="add-medicine">
          <form
            onSubmit={form.onSubmit((v) =>
              add.mutate({ ...v, strength: v.strength || null } as AdminMedicineBody, {
                onSuccess: (r) => {
                  notify.success(r.message);
                  form.reset();
                },
                onError: (err) => showServerError(err, formErrorTarget(form)),
              }),
            )}
          >
            <Stack gap="sm">
              <Title order={2} size="h4" id="add-medicine">
                Add a medicine
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
                <Select
                  label="Type"
                  withAsterisk
                  data={(types.data?.medicineTypes ?? []).map((t) => ({ value: t._id, label: t.name }))}
                  {...form.getInputProps('medicineTypeId')}
                />
                <TextInput label="Strength" placeholder="e.g. 50 mg" {...form.getInputProps('strength')} />
              </SimpleGrid>
              <Group justify="flex-end">
                <Button type="submit" loading={add.isPending}>
                  Add to library
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
        <AdminTpgLibrary />
      </Stack>
    </Container>
  );
}
