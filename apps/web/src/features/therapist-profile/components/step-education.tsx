import { ActionIcon, Alert, Anchor, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  type EducationEntry,
  type ExperienceEntry,
  type ExtraInfoBody,
  experienceYearsProblem,
  type LicenceEntry,
  MSG,
  shortenFileName,
  todayIn,
  type UploadType,
} from '@sahaj/contract';
import { IconEdit, IconFileText, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { type FieldErrorTarget, showServerError } from '../../../lib/server-error';
import { useViewerZone } from '../../auth';
import { openAuthorisedFile } from '../api/authorised-file';
import { workProfileQuery } from '../api/get-work-profile';
import { workProfileKeys } from '../api/keys';
import { useUpdateExtraInfo } from '../api/update-extra-info';
import { useUpdateWorkProfile } from '../api/update-work-profile';
import { uploadFile } from '../api/upload-file';
import { DeleteConfirmModal, type EntryFields, type EntryKind, EntryModal } from './entry-modal';
import { SectionHeader } from './section-header';
import type { StepProps } from './step-props';
import { WizardFooter } from './wizard-footer';

type AnyEntry = (EducationEntry | ExperienceEntry | LicenceEntry) & EntryFields;

const BODY_KEY = {
  education: 'educationalDetails',
  experience: 'experienceDetails',
  licence: 'medicalLicencesDetails',
} as const satisfies Record<EntryKind, keyof ExtraInfoBody>;
const UPLOAD_TYPE: Record<EntryKind, UploadType> = {
  education: 'educationalDetails',
  experience: 'experienceDetails',
  licence: 'medicalLicences',
};

function entryLines(kind: EntryKind, e: AnyEntry): { title: string; lines: string[] } {
  if (kind === 'education')
    return { title: e.qualifiction ?? '', lines: [e.instituteName ?? '', e.instituteAddress ?? ''] };
  if (kind === 'experience')
    return {
      title: e.hospitalName ?? '',
      lines: [e.hospitalAddress ?? '', [e.referencePerson, e.contactNumber].filter(Boolean).join(' · ')].filter(
        Boolean,
      ),
    };
  return {
    title: e.licenceNumber ?? '',
    lines: [e.licenceIssuingInstitution ?? '', e.licenceExpiryDate ? `Valid until ${e.licenceExpiryDate}` : ''].filter(
      Boolean,
    ),
  };
}

function Section({
  title,
  addLabel,
  onAdd,
  children,
  empty,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
  empty: boolean;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <SectionHeader title={title} addLabel={addLabel} onAdd={onAdd} />
      {empty ? (
        <Card padding="md" bg="warmGray.0" style={{ borderStyle: 'dashed' }}>
          <Text size="sm" c="dimmed">
            Nothing added yet. Use + to add one.
          </Text>
        </Card>
      ) : (
        <Stack gap="xs">{children}</Stack>
      )}
    </Stack>
  );
}

function EntryCard({
  kind,
  entry,
  onEdit,
  onDelete,
}: {
  kind: EntryKind;
  entry: AnyEntry;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { title, lines } = entryLines(kind, entry);
  return (
    <Card padding="sm" data-testid={`${kind}-card`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          {lines.map((l) => (
            <Text key={l} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {l}
            </Text>
          ))}
          {entry.url && entry.fileName ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              title={entry.fileName}
              onClick={() => openAuthorisedFile(entry.url!).catch((err) => notify.error(err))}
            >
              <Group gap={4} wrap="nowrap">
                <IconFileText size={14} aria-hidden />
                {shortenFileName(entry.fileName)}
              </Group>
            </Anchor>
          ) : (
            <Text size="xs" c="orange.8">
              No document yet
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${title}`} onClick={onEdit}>
            <IconEdit size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${title}`} onClick={onDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

/** Page 2: Education & Experience. */
export function StepEducation({ profile, onSaved }: StepProps) {
  const qc = useQueryClient();
  const extra = useUpdateExtraInfo();
  const update = useUpdateWorkProfile();
  const [modal, setModal] = useState<{ kind: EntryKind; entry: AnyEntry | null } | null>(null);
  const [toDelete, setToDelete] = useState<{ kind: EntryKind; entry: AnyEntry } | null>(null);
  const [saving, setSaving] = useState(false);
  const [years, setYears] = useState(profile.totalWorkExperiance != null ? String(profile.totalWorkExperiance) : '');
  const [pageError, setPageError] = useState<string | null>(null);
  const [yearsError, setYearsError] = useState<string | null>(null);
  const zone = useViewerZone();

  const lists: Record<EntryKind, AnyEntry[]> = {
    education: profile.educationalDetails as AnyEntry[],
    experience: profile.experienceDetails as AnyEntry[],
    licence: profile.medicalLicences as AnyEntry[],
  };

  const saveEntry = async (kind: EntryKind, values: EntryFields, file: File | null, fieldErrors: FieldErrorTarget) => {
    const current = modal?.entry ?? null;
    const key = BODY_KEY[kind];
    setSaving(true);
    try {
      let doc: { url: string; fileName: string; lastModified: string } | undefined;
      // Education and experience: the document goes up first and its link rides with the entry.
      if (file && kind !== 'licence') doc = await uploadFile(UPLOAD_TYPE[kind], file, current?._id);
      const fields = pickFields(kind, values);
      const entry = { ...fields, ...(current?._id ? { _id: current._id } : {}), ...(doc ?? {}) };
      const result = await extra.mutateAsync({ [key]: entry } as ExtraInfoBody);
      if (kind === 'licence' && file) {
        // A licence is saved first; the profile is read again for its _id, then the file goes up with it.
        let id = current?._id;
        if (!id) {
          const before = new Set(lists.licence.map((l) => l._id));
          const fresh = await qc.fetchQuery({ ...workProfileQuery(), staleTime: 0 });
          id = fresh.medicalLicences.find((l) => !before.has(l._id))?._id ?? result._id ?? undefined;
        }
        if (!id) throw new ApiError(MSG.entryNotFound, 404);
        await uploadFile('medicalLicences', file, id);
      }
      await qc.invalidateQueries({ queryKey: workProfileKeys.profile });
      notify.success(result.message);
      setModal(null);
    } catch (err) {
      // The server names fields as the body holds them ('experienceDetails.contactNumber'): the popup's are the rest.
      showServerError(err, (field, m) => field.startsWith(`${key}.`) && fieldErrors(field.slice(key.length + 1), m));
      await qc.invalidateQueries({ queryKey: workProfileKeys.profile });
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const { kind, entry } = toDelete;
    const { url: _u, fileName: _f, lastModified: _l, ...rest } = entry;
    const body = { [BODY_KEY[kind]]: { ...pickFields(kind, rest), _id: entry._id, status: 'delete' } } as ExtraInfoBody;
    extra.mutate(body, {
      onSuccess: (r) => {
        notify.success(r.message);
        setToDelete(null);
      },
      onError: (err) => notify.error(err instanceof ApiError && err.status ? err : MSG.failedToDelete),
    });
  };

  const onContinue = () => {
    if (lists.education.length === 0 || lists.experience.length === 0) {
      // Said once, on the page (announced as an alert), not again in a toast.
      setPageError(MSG.educationAndExperienceRequired);
      return;
    }
    setPageError(null);
    // More years than the age allows is said by the field, before anything is sent (issue 20 #9).
    const tooMany = experienceYearsProblem(Number(years || 0), profile.dob, todayIn(zone));
    setYearsError(tooMany ?? null);
    if (tooMany) return;
    update.mutate(
      { totalWorkExperiance: Number(years || 0) },
      {
        onSuccess: (r) => onSaved(r),
        onError: (err) =>
          showServerError(err, (field, m) => {
            if (field !== 'totalWorkExperiance') return false;
            setYearsError(m);
            return true;
          }),
      },
    );
  };

  const kinds: Array<{ kind: EntryKind; title: string; add: string }> = [
    { kind: 'education', title: 'Education*', add: 'Add education' },
    { kind: 'experience', title: 'Experience*', add: 'Add hospital/organization' },
    { kind: 'licence', title: 'Medical License (If Applicable)', add: 'Add medical license' },
  ];

  return (
    <>
      <Stack gap="lg">
        {pageError && (lists.education.length === 0 || lists.experience.length === 0) && (
          <Alert color="red" variant="light" role="alert">
            {pageError}
          </Alert>
        )}
        {kinds.map(({ kind, title, add }) => (
          <Section
            key={kind}
            title={title}
            addLabel={add}
            onAdd={() => setModal({ kind, entry: null })}
            empty={lists[kind].length === 0}
          >
            {lists[kind].map((e) => (
              <EntryCard
                key={e._id}
                kind={kind}
                entry={e}
                onEdit={() => setModal({ kind, entry: e })}
                onDelete={() => setToDelete({ kind, entry: e })}
              />
            ))}
          </Section>
        ))}
        <TextInput
          label="Total work experience"
          placeholder="Total work experience in years*"
          inputMode="numeric"
          maxLength={2}
          value={years}
          onChange={(e) => {
            setYears(e.currentTarget.value.replace(/\D/g, ''));
            setYearsError(null);
          }}
          error={yearsError}
          errorProps={{ role: 'alert' }}
          rightSection={
            <Text size="sm" c="dimmed" pr="xs">
              years
            </Text>
          }
          rightSectionWidth={56}
        />
      </Stack>
      <EntryModal
        kind={modal?.kind ?? 'education'}
        opened={!!modal}
        entry={modal?.entry ?? null}
        existingFileName={modal?.entry?.fileName}
        onClose={() => !saving && setModal(null)}
        onSubmit={(v, f, fieldErrors) => (modal ? saveEntry(modal.kind, v, f, fieldErrors) : undefined)}
        saving={saving}
      />
      <DeleteConfirmModal
        opened={!!toDelete}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        loading={extra.isPending}
      />
      <WizardFooter onContinue={onContinue} loading={update.isPending} />
    </>
  );
}

function pickFields(kind: EntryKind, v: EntryFields): EntryFields {
  if (kind === 'education')
    return { instituteName: v.instituteName, instituteAddress: v.instituteAddress, qualifiction: v.qualifiction };
  if (kind === 'experience')
    return {
      hospitalName: v.hospitalName,
      hospitalAddress: v.hospitalAddress,
      referencePerson: v.referencePerson || undefined,
      contactNumber: v.contactNumber || undefined,
    };
  return {
    licenceNumber: v.licenceNumber,
    licenceIssuingInstitution: v.licenceIssuingInstitution,
    licenceExpiryDate: v.licenceExpiryDate || null,
  };
}
