import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TPG_LIST_LABELS, type TpgList } from '@sahaj/contract';
import { useState } from 'react';
import { usePrescribableMedicines } from '../api/search-prescribable-medicines';

export interface PickedMedicine {
  _id: string;
  label: string;
  strength: string | null;
  tpgList: TpgList | null;
}

const TPG_SHORT: Record<TpgList, string> = { O: 'List O', A: 'List A', B: 'List B', prohibited: 'Prohibited' };
const TPG_COLOR: Record<TpgList, string> = { O: 'teal', A: 'blue', B: 'grape', prohibited: 'red' };

/** The guidelines' list a medicine is on, as a badge ('List O'); 'Not classified' when the admin has not marked it. */
export function TpgBadge({ list }: { list: TpgList | null }) {
  return (
    <Badge
      variant="light"
      color={list ? TPG_COLOR[list] : 'gray'}
      c="dark.7"
      tt="none"
      title={list ? TPG_LIST_LABELS[list] : undefined}
    >
      {list ? TPG_SHORT[list] : 'Not classified'}
    </Badge>
  );
}

/**
 * A medicine from the admin's library, searched as typed, each with its Telemedicine Practice
 * Guidelines list; those I may not prescribe by teleconsultation are shown but cannot be picked,
 * with the reason.
 */
export function MedicinePicker({
  label,
  value,
  error,
  onPick,
}: {
  label: string;
  value: PickedMedicine | null;
  error?: string;
  onPick: (m: PickedMedicine) => void;
}) {
  const [search, setSearch] = useState('');
  const [key] = useDebouncedValue(search.trim(), 300);
  const library = usePrescribableMedicines(key);
  const found = library.data?.medicines ?? [];
  const options = found.map((m) => ({
    value: m._id,
    label: m.strength ? `${m.name} ${m.strength}` : m.name,
    disabled: !m.prescribable,
  }));
  if (value && !options.some((o) => o.value === value._id))
    options.unshift({ value: value._id, label: value.label, disabled: false });
  const byId = new Map(found.map((m) => [m._id, m]));

  return (
    <Select
      label={label}
      placeholder="Search the medicine library"
      searchable
      withAsterisk
      // The list opens inside the page (its landmarks), not in a portal at the end of the body.
      comboboxProps={{ withinPortal: false }}
      nothingFoundMessage={library.isFetching ? 'Searching…' : 'No medicine found'}
      data={options}
      value={value?._id ?? null}
      error={error}
      filter={({ options: o }) => o}
      onSearchChange={setSearch}
      onChange={(id) => {
        const m = id ? byId.get(id) : undefined;
        if (m)
          onPick({
            _id: m._id,
            label: m.strength ? `${m.name} ${m.strength}` : m.name,
            strength: m.strength,
            tpgList: m.tpgList,
          });
      }}
      renderOption={({ option }) => {
        const m = byId.get(option.value);
        return (
          <Stack gap={0}>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">{option.label}</Text>
              {m && <TpgBadge list={m.tpgList} />}
            </Group>
            {m?.reason && (
              <Text size="xs" c="dimmed">
                {m.reason}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}
