import { Anchor, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { educationForm, experienceForm, licenceForm, MSG } from '@sahaj/contract';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { CALENDAR_ARIA_LABELS } from '../../../components/calendar-labels';
import { type FieldErrorTarget, formErrorTarget } from '../../../lib/server-error';
import { UploadBox } from './upload-box';

export type EntryKind = 'education' | 'experience' | 'licence';

export const ENTRY_TITLES: Record<EntryKind, string> = {
  education: 'Education',
  experience: 'Hospital/Organization',
  licence: 'Medical License',
};

/** Each popup's rules are the contract's form schema, so the popup and the API say the same thing. */
const SCHEMAS = { education: educationForm, experience: experienceForm, licence: licenceForm } as const;

/** The fields of one entry, by the spec's names (qualifiction spelled so), as the popup's schemas read them. */
export type EntryFields = Partial<
  z.input<typeof educationForm> & z.input<typeof experienceForm> & Omit<z.input<typeof licenceForm>, 'agree'>
>;
type TextKey = Exclude<keyof EntryFields, 'licenceExpiryDate'>;
type FormValues = Record<TextKey, string> & { licenceExpiryDate: string | null; agree: boolean };

const FIELDS: Record<EntryKind, Array<{ key: TextKey; label: string; required?: boolean }>> = {
  education: [
    { key: 'qualifiction', label: 'Qualification', required: true },
    { key: 'instituteName', label: 'Institute name', required: true },
    { key: 'instituteAddress', label: 'Institute address', required: true },
  ],
  experience: [
    { key: 'hospitalName', label: 'Hospital/Organization name', required: true },
    { key: 'hospitalAddress', label: 'Hospital/Organization address', required: true },
    { key: 'referencePerson', label: 'Reference person' },
    { key: 'contactNumber', label: 'Contact number' },
  ],
  licence: [
    { key: 'licenceNumber', label: 'License number', required: true },
    { key: 'licenceIssuingInstitution', label: 'Issuing institution', required: true },
  ],
};

/** Where the licence disclaimer's terms live (an outside page, as the spec says). */
const LICENCE_TERMS_URL = 'https://www.nmc.org.in/rules-regulations/code-of-medical-ethics-regulations-2002/';

/**
 * Add/Edit popup for an education, experience or licence entry: add mode when no entry is given.
 * Closing resets the form, the file and the selection. A refusal from the server goes under the
 * field it names (`onSubmit` gets the target).
 */
export function EntryModal({
  kind,
  opened,
  entry,
  existingFileName,
  onClose,
  onSubmit,
  saving,
}: {
  kind: EntryKind;
  opened: boolean;
  entry: (EntryFields & { _id?: string }) | null;
  existingFileName?: string | null;
  onClose: () => void;
  onSubmit: (values: EntryFields, file: File | null, fieldErrors: FieldErrorTarget) => Promise<void> | void;
  saving?: boolean;
}) {
  const editing = !!entry?._id;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    initialValues: blankValues(),
    validate: (values) => schemaResolver(SCHEMAS[kind], { sync: true })(values),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on opening only
  useEffect(() => {
    if (!opened) return;
    form.setValues({ ...blankValues(), ...stringsOf(entry), agree: editing });
    form.resetDirty();
    form.clearErrors();
    setFile(null);
    setFileError(null);
  }, [opened, entry, editing]);

  // A new education or experience entry needs its document (the server asks for it); a licence's is optional.
  const documentRequired = kind !== 'licence';
  const submit = form.onSubmit(async (values) => {
    if (!editing && !file && documentRequired) {
      setFileError(MSG.uploadDocument);
      return;
    }
    const { agree: _agree, ...fields } = values;
    await onSubmit(fields, file, formErrorTarget(form));
  });

  // One section message is said once, under the first field it is about; the others only turn red.
  const said = new Set<string>();
  const errorOf = (key: string) => {
    const e = form.errors[key];
    if (typeof e !== 'string') return e;
    if (said.has(e)) return true;
    said.add(e);
    return e;
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`${editing ? 'Edit' : 'Add'} ${ENTRY_TITLES[kind]}`}
      centered
      size="lg"
      closeOnClickOutside={!saving}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {FIELDS[kind].map((f, i) => (
            <TextInput
              key={f.key}
              label={f.label}
              withAsterisk={f.required}
              type={f.key === 'contactNumber' ? 'tel' : 'text'}
              inputMode={f.key === 'contactNumber' ? 'tel' : undefined}
              autoComplete={f.key === 'contactNumber' ? 'tel' : 'off'}
              placeholder={f.key === 'contactNumber' ? '+91 98765 43210' : undefined}
              data-autofocus={i === 0 || undefined}
              errorProps={{ role: 'alert' }}
              {...form.getInputProps(f.key)}
              error={errorOf(f.key)}
            />
          ))}
          {kind === 'licence' && (
            <DateInput
              ariaLabels={CALENDAR_ARIA_LABELS}
              label="Expiry date"
              placeholder="DD-MM-YYYY"
              valueFormat="DD-MM-YYYY"
              clearable
              clearButtonProps={{ 'aria-label': 'Clear expiry date' }}
              popoverProps={{ withinPortal: false }}
              {...form.getInputProps('licenceExpiryDate')}
            />
          )}
          <UploadBox
            required={documentRequired && !editing}
            file={file}
            existingName={existingFileName}
            onFile={(f) => {
              setFile(f);
              setFileError(null);
            }}
            error={fileError}
            onError={setFileError}
          />
          {kind === 'licence' && (
            <Checkbox
              {...form.getInputProps('agree', { type: 'checkbox' })}
              label={
                <>
                  I Agree: this licence is mine, valid and may be verified by Sahaj. See the{' '}
                  <Anchor href={LICENCE_TERMS_URL} target="_blank" rel="noopener noreferrer" inherit underline="always">
                    terms
                  </Anchor>
                  .
                </>
              }
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {editing ? 'Update' : 'Add'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function blankValues(): FormValues {
  return {
    instituteName: '',
    instituteAddress: '',
    qualifiction: '',
    hospitalName: '',
    hospitalAddress: '',
    referencePerson: '',
    contactNumber: '',
    licenceNumber: '',
    licenceIssuingInstitution: '',
    licenceExpiryDate: null,
    agree: false,
  };
}

/** An entry as read back, with absent fields as '' so the inputs stay controlled. */
function stringsOf(entry: (EntryFields & { _id?: string }) | null): Partial<FormValues> {
  if (!entry) return {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(entry))
    if (k in blankValues()) out[k] = v ?? (k === 'licenceExpiryDate' ? null : '');
  return out as Partial<FormValues>;
}

export function DeleteConfirmModal({
  opened,
  onClose,
  onConfirm,
  loading,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  loading?: boolean;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Delete Confirmation" centered size="sm">
      <Text>{MSG.deleteEntryConfirm}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button color="red.8" onClick={onConfirm} loading={loading}>
          Confirm
        </Button>
      </Group>
    </Modal>
  );
}
