import { Alert, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TPG_LIST_LABELS, TPG_LISTS, type TpgList } from '@sahaj/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useAdminMedicineLibrary } from '../api/admin-medicine-library';
import { useSetTpgList } from '../api/set-tpg-list';

const TPG_OPTIONS = TPG_LISTS.map((l) => ({ value: l, label: TPG_LIST_LABELS[l] }));

/**
 * The admin's medicine library with each medicine's Telemedicine Practice Guidelines list (O, A, B
 * or prohibited). A medicine not yet classified cannot be prescribed.
 */
export function AdminTpgLibrary() {
  const [search, setSearch] = useState('');
  const [searchKey] = useDebouncedValue(search.trim(), 300);
  const library = useAdminMedicineLibrary(searchKey);
  const setList = useSetTpgList();
  return (
    <Stack gap="sm">
      <TextInput
        label="Search the library"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={360}
      />
      {library.isPending ? (
        <Skeleton h={200} role="status" aria-label="Loading the library" />
      ) : library.isError ? (
        <Alert color="red" role="alert">
          {library.error.message}
        </Alert>
      ) : library.data.medicines.length === 0 ? (
        <Text c="dimmed">No medicine found.</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {library.data.count} {library.data.count === 1 ? 'medicine' : 'medicines'}
            {library.data.count > library.data.medicines.length
              ? ` (first ${library.data.medicines.length} shown)`
              : ''}
            . Prescribers see only classified medicines; prohibited ones cannot be prescribed by teleconsultation.
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Strength</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Teleconsultation list</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {library.data.medicines.map((m) => (
                  <Table.Tr key={m._id}>
                    <Table.Td>{m.name}</Table.Td>
                    <Table.Td>{m.strength ?? '—'}</Table.Td>
                    <Table.Td>{m.type.name}</Table.Td>
                    <Table.Td miw={260}>
                      <Select
                        aria-label={`Teleconsultation list of ${m.name}${m.strength ? ` ${m.strength}` : ''}`}
                        placeholder="Not classified"
                        data={TPG_OPTIONS}
                        value={m.tpgList}
                        allowDeselect={false}
                        size="sm"
                        onChange={(v) =>
                          v &&
                          setList.mutate(
                            { id: m._id, tpgList: v as TpgList },
                            { onSuccess: (r) => notify.success(r.message), onError: (e) => notify.error(e) },
                          )
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
