import { Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { servicesPayload } from '@sahaj/contract';
import { useState } from 'react';
import { showServerError } from '../../../lib/server-error';
import { useSpecialities } from '../api/lookups';
import { useUpdateWorkProfile } from '../api/update-work-profile';
import { LanguagesModal, SpecialitiesModal } from './pick-list-modal';
import { SectionHeader } from './section-header';
import type { StepProps } from './step-props';
import { WizardFooter } from './wizard-footer';

function ChipList({
  title,
  addLabel,
  onAdd,
  items,
  onRemove,
  error,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  items: Array<{ value: string; label: string }>;
  onRemove: (value: string) => void;
  /** What is missing here, said under the list. */
  error?: string | null;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <SectionHeader title={title} addLabel={addLabel} onAdd={onAdd} />
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          None chosen yet. Use + to add.
        </Text>
      ) : (
        <Group gap={8}>
          {items.map((it) => (
            <Pill
              key={it.value}
              size="lg"
              withRemoveButton
              onRemove={() => onRemove(it.value)}
              removeButtonProps={{ 'aria-label': `Remove ${it.label}` }}
              bg="sahajTeal.0"
              c="sahajTeal.9"
            >
              {it.label}
            </Pill>
          ))}
        </Group>
      )}
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

type Field = 'professionalTitle' | 'specialization' | 'languagesKnown';
/** The first message the contract's page-3 schema gives for each field. */
function problems(value: Record<Field, unknown>): Partial<Record<Field, string>> {
  const r = servicesPayload.safeParse(value);
  const out: Partial<Record<Field, string>> = {};
  for (const issue of r.success ? [] : r.error.issues) {
    const key = issue.path[0] as Field;
    out[key] ??= issue.message;
  }
  return out;
}

/** Page 3: Services & Specialties. */
export function StepServices({ profile, onSaved }: StepProps) {
  const update = useUpdateWorkProfile();
  const specialities = useSpecialities();
  const [specIds, setSpecIds] = useState<string[]>(profile.specialization.map((s) => s._id));
  const [languages, setLanguages] = useState<string[]>(profile.languagesKnown);
  const [title, setTitle] = useState(profile.professionalTitle ?? '');
  // Each field says what is missing there (issue 10 #5: specialities and languages apart).
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [open, setOpen] = useState<'spec' | 'lang' | null>(null);

  const nameOf = (id: string) =>
    specialities.data?.find((s) => s._id === id)?.name ?? profile.specialization.find((s) => s._id === id)?.name ?? id;

  const onContinue = () => {
    const found = problems({ professionalTitle: title, specialization: specIds, languagesKnown: languages });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { professionalTitle: title.trim(), specialization: specIds, languagesKnown: languages },
      {
        onSuccess: (r) => onSaved(r),
        onError: (err) =>
          showServerError(err, (field, message) => {
            const key = (['professionalTitle', 'specialization', 'languagesKnown'] as const).find(
              (k) => field === k || field.startsWith(`${k}.`),
            );
            if (key) setErrors({ [key]: message });
            return Boolean(key);
          }),
      },
    );
  };
  const clear = (key: Field) => setErrors(({ [key]: _gone, ...rest }) => rest);

  return (
    <>
      <Stack gap="lg">
        <ChipList
          title="Specialities*"
          addLabel="Add specialities"
          onAdd={() => setOpen('spec')}
          items={specIds.map((id) => ({ value: id, label: nameOf(id) }))}
          onRemove={(id) => setSpecIds((l) => l.filter((x) => x !== id))}
          error={errors.specialization}
        />
        <ChipList
          title="Languages*"
          addLabel="Add languages"
          onAdd={() => setOpen('lang')}
          items={languages.map((l) => ({ value: l, label: l }))}
          onRemove={(l) => setLanguages((ls) => ls.filter((x) => x !== l))}
          error={errors.languagesKnown}
        />
        <TextInput
          label="Professional Title*"
          placeholder="e.g. Clinical Psychologist"
          value={title}
          onChange={(e) => {
            setTitle(e.currentTarget.value);
            clear('professionalTitle');
          }}
          error={errors.professionalTitle}
          errorProps={{ role: 'alert' }}
          maxLength={120}
        />
      </Stack>
      <SpecialitiesModal
        opened={open === 'spec'}
        onClose={() => setOpen(null)}
        selected={specIds}
        onConfirm={(ids) => {
          setSpecIds(ids);
          clear('specialization');
        }}
      />
      <LanguagesModal
        opened={open === 'lang'}
        onClose={() => setOpen(null)}
        selected={languages}
        onConfirm={(names) => {
          setLanguages(names);
          clear('languagesKnown');
        }}
      />
      <WizardFooter onContinue={onContinue} loading={update.isPending} />
    </>
  );
}
