import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { type AdminMedicineBody, adminMedicineBody } from '@sahaj/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { formErrorTarget, showServerError } from '../../../lib/server-error';
import { useAddMedicine } from '../../medications/api/add-medicine';
import { useMedicineTypes } from '../../medications/api/list-medicine-types';
import { useMedicineLibrary } from '../../medications/api/search-medicine-library';

/** /admin/medicines: the medicine library patients pick from, and adding to it (POST /admin/medicine). */
export function AdminMedicinesPage() {
  const types = useMedicineTypes();
  const add = useAddMedicine();
  const [search, setSearch] = useState('');
  const [searchKey] = useDebouncedValue(search.trim(), 300);
  const library = useMedicineLibrary(searchKey);
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
        <TextInput
          label="Search the library"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maw={360}
        />
        {library.isPending ? (
          <Skeleton h={200} />
        ) : library.isError ? (
          <Alert color="red">{library.error.message}</Alert>
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {library.data.count} medicines
              {library.data.count > library.data.medicines.length ? ' (first 20 shown)' : ''}
            </Text>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Strength</Table.Th>
                  <Table.Th>Type</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {library.data.medicines.map((m) => (
                  <Table.Tr key={m._id}>
                    <Table.Td>{m.name}</Table.Td>
                    <Table.Td>{m.strength ?? '—'}</Table.Td>
                    <Table.Td>{m.type.name}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
