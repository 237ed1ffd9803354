import { Autocomplete, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { useEffect, useState } from 'react';
import { useSpecialities } from '../api/lookups';

export interface TreatmentDraft {
  treatmentName: string;
  treatmentPrice: string;
}

/** Add/Edit Specialization: name and whole-number price (non-digits are stripped as typed). */
export function TreatmentModal({
  opened,
  treatment,
  currencySymbol,
  onClose,
  onSubmit,
  saving,
}: {
  opened: boolean;
  treatment: { _id: string; treatmentName: string; treatmentPrice: number } | null;
  currencySymbol: string;
  onClose: () => void;
  onSubmit: (draft: { treatmentName: string; treatmentPrice: number }) => void;
  saving?: boolean;
}) {
  const specialities = useSpecialities();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return;
    setName(treatment?.treatmentName ?? '');
    setPrice(treatment ? String(treatment.treatmentPrice) : '');
    setError(null);
  }, [opened, treatment]);

  return (
    <Modal opened={opened} onClose={onClose} title={`${treatment ? 'Edit' : 'Add'} Specialization`} centered size="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim() || price === '') {
            setError(MSG.fillAllFieldsBeforeAdding);
            return;
          }
          onSubmit({ treatmentName: name.trim(), treatmentPrice: Number(price) });
        }}
      >
        <Stack gap="sm">
          <Autocomplete
            label="Specialization"
            placeholder="e.g. Anxiety"
            data={[...new Set((specialities.data ?? []).map((s) => s.name))]}
            value={name}
            onChange={(v) => {
              setName(v);
              setError(null);
            }}
          />
          <TextInput
            label="Price"
            inputMode="numeric"
            leftSection={<Text size="sm">{currencySymbol}</Text>}
            value={price}
            onChange={(e) => {
              setPrice(e.currentTarget.value.replace(/\D/g, ''));
              setError(null);
            }}
          />
          {error && (
            <Text size="sm" c="red.7" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {treatment ? 'Update' : 'Add'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
