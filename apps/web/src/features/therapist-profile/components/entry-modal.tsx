import { Anchor, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { MSG } from '@sahaj/contract';
import { useEffect, useState } from 'react';
import { UploadBox } from './upload-box';

export type EntryKind = 'education' | 'experience' | 'licence';

export const ENTRY_TITLES: Record<EntryKind, string> = {
  education: 'Education',
  experience: 'Hospital/Organization',
  licence: 'Medical License',
};

/** The fields of one entry, by the spec's names (qualifiction spelled so). */
export interface EntryFields {
  instituteName?: string;
  instituteAddress?: string;
  qualifiction?: string;
  hospitalName?: string;
  hospitalAddress?: string;
  referencePerson?: string;
  contactNumber?: string;
  licenceNumber?: string;
  licenceIssuingInstitution?: string;
  licenceExpiryDate?: string | null;
}

const FIELDS: Record<EntryKind, Array<{ key: keyof EntryFields; label: string; required?: boolean }>> = {
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

/** The spec's page-2 rules for one entry: the section's own message, or null. */
export function entryProblem(kind: EntryKind | string, v: EntryFields): string | null {
  const has = (s?: string | null) => !!s && s.trim() !== '';
  if (kind === 'education')
    return has(v.instituteName) && has(v.instituteAddress) && has(v.qualifiction) ? null : MSG.educationDetailsRequired;
  if (kind === 'experience') return has(v.hospitalName) && has(v.hospitalAddress) ? null : MSG.hospitalRequired;
  if (kind === 'licence') return has(v.licenceNumber) && has(v.licenceIssuingInstitution) ? null : MSG.licenceRequired;
  return MSG.requiredDetails;
}

/** Where the licence disclaimer's terms live (an outside page, as the spec says). */
const LICENCE_TERMS_URL = 'https://www.nmc.org.in/rules-regulations/code-of-medical-ethics-regulations-2002/';

/**
 * Add/Edit popup for an education, experience or licence entry: add mode when no entry is given.
 * Closing resets the form, the file and the selection.
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
  onSubmit: (values: EntryFields, file: File | null) => Promise<void> | void;
  saving?: boolean;
}) {
  const editing = !!entry?._id;
  const [values, setValues] = useState<EntryFields>({});
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setValues(entry ? { ...entry } : {});
    setFile(null);
    setFileError(null);
    setFormError(null);
    setAgreed(editing);
    setAgreeError(null);
  }, [opened, entry, editing]);

  const submit = async () => {
    const problem = entryProblem(kind, values);
    setFormError(problem);
    if (problem) return;
    if (!editing && !file) {
      setFileError(MSG.uploadDocument);
      return;
    }
    if (kind === 'licence' && !agreed) {
      setAgreeError(MSG.licenceAgreeRequired);
      return;
    }
    await onSubmit(values, file);
  };

  const set = (key: keyof EntryFields, value: string | null) => {
    setValues((v) => ({ ...v, [key]: value }));
    setFormError(null);
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
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          {FIELDS[kind].map((f) => (
            <TextInput
              key={f.key}
              label={f.label}
              withAsterisk={f.required}
              type={f.key === 'contactNumber' ? 'tel' : 'text'}
              inputMode={f.key === 'contactNumber' ? 'tel' : undefined}
              placeholder={f.key === 'contactNumber' ? '+91 98765 43210' : undefined}
              value={(values[f.key] as string | undefined) ?? ''}
              onChange={(e) => set(f.key, e.currentTarget.value)}
              data-autofocus={f === FIELDS[kind][0] || undefined}
            />
          ))}
          {kind === 'licence' && (
            <DateInput
              label="Expiry date"
              placeholder="DD-MM-YYYY"
              valueFormat="DD-MM-YYYY"
              clearable
              value={values.licenceExpiryDate ?? null}
              onChange={(v) => set('licenceExpiryDate', v)}
            />
          )}
          {formError && (
            <Text size="sm" c="red.7" role="alert">
              {formError}
            </Text>
          )}
          <UploadBox
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
              checked={agreed}
              onChange={(e) => {
                setAgreed(e.currentTarget.checked);
                setAgreeError(null);
              }}
              error={agreeError}
              label={
                <>
                  I Agree: this licence is mine, valid and may be verified by Sahaj. See the{' '}
                  <Anchor href={LICENCE_TERMS_URL} target="_blank" rel="noopener noreferrer" inherit>
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
        <Button color="red" onClick={onConfirm} loading={loading}>
          Confirm
        </Button>
      </Group>
    </Modal>
  );
}
