import { Button, type ComboboxItem, Group, MultiSelect, type OptionsFilter, Stack, Text, Title } from '@mantine/core';
import { MSG, SYMPTOMS_PER_CHECK_MAX, type SymptomItem } from '@sahaj/contract';
import { useMemo, useState } from 'react';
import { matchesSymptom } from '../lib/search-symptoms';

/** Symptoms by search, in plain words; the other words people use for a symptom find it too. */
export function SymptomsStep({
  symptoms,
  initial,
  onBack,
  onNext,
}: {
  symptoms: SymptomItem[];
  initial: number[];
  onBack: () => void;
  onNext: (ids: number[]) => void;
}) {
  const [value, setValue] = useState<string[]>(initial.map(String));
  const [error, setError] = useState<string>();
  const byId = useMemo(() => new Map(symptoms.map((s) => [String(s.ID), s] as const)), [symptoms]);
  const data = useMemo(() => symptoms.map((s) => ({ value: String(s.ID), label: s.Name })), [symptoms]);
  const filter: OptionsFilter = ({ options, search }) =>
    (options as ComboboxItem[]).filter((o) => {
      const item = byId.get(o.value);
      return item ? matchesSymptom(item, search) : false;
    });

  const next = () => {
    if (value.length === 0) return setError(MSG.symptomsRequired);
    onNext(value.map(Number));
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        What are you going through?
      </Title>
      <MultiSelect
        label="Your symptoms"
        description="Type a word or two, like “sleep”, “worry” or “tired”, and pick every one that fits."
        placeholder={value.length === 0 ? 'Search symptoms' : undefined}
        data={data}
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(undefined);
        }}
        filter={filter}
        searchable
        clearable
        hidePickedOptions
        maxValues={SYMPTOMS_PER_CHECK_MAX}
        nothingFoundMessage="No symptom matches. Try another word."
        error={error}
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="xs" c="dimmed">
        {value.length} chosen
      </Text>
      <Group>
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button onClick={next}>Next</Button>
      </Group>
    </Stack>
  );
}
