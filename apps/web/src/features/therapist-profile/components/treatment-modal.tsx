import { Autocomplete, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { useEffect, useState } from 'react';
import { useSpecialities } from '../api/lookups';
import { RupeesInput, readRupees } from './rupees-input';

export interface TreatmentDraft {
  treatmentName: string;
  treatmentPrice: string;
}

/** Add/Edit Specialization: name and a price in whole rupees (never reinterpreted: refused with a message). */
export function TreatmentModal({
  opened,
  treatment,
  currency,
  currencySymbol,
  onClose,
  onSubmit,
  saving,
}: {
  opened: boolean;
  treatment: { _id: string; treatmentName: string; treatmentPrice: number } | null;
  currency: string;
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
          const read = readRupees(price, MSG.fillAllFieldsBeforeAdding);
          if (!name.trim() || 'error' in read) {
            setError(!name.trim() ? MSG.fillAllFieldsBeforeAdding : 'error' in read ? read.error : null);
            return;
          }
          onSubmit({ treatmentName: name.trim(), treatmentPrice: read.amount });
        }}
      >
        <Stack gap="sm">
          <Autocomplete
            comboboxProps={{ withinPortal: false }}
            label="Specialization"
            placeholder="e.g. Anxiety"
            data={[...new Set((specialities.data ?? []).map((s) => s.name))]}
            value={name}
            onChange={(v) => {
              setName(v);
              setError(null);
            }}
          />
          <RupeesInput
            label="Price"
            hint="In whole rupees (for example 1500)"
            currency={currency}
            currencySymbol={currencySymbol}
            required={MSG.fillAllFieldsBeforeAdding}
            value={price}
            onChange={(text) => {
              setPrice(text);
              setError(null);
            }}
          />
          {error && (
            <Text size="sm" c="red.9" role="alert">
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
