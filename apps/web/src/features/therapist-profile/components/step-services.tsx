import { Alert, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSpecialities } from '../api/lookups';
import { useUpdateWorkProfile } from '../api/work-profile';
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
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  items: Array<{ value: string; label: string }>;
  onRemove: (value: string) => void;
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
    </Stack>
  );
}

/** Page 3: Services & Specialties. */
export function StepServices({ profile, onSaved }: StepProps) {
  const update = useUpdateWorkProfile();
  const specialities = useSpecialities();
  const [specIds, setSpecIds] = useState<string[]>(profile.specialization.map((s) => s._id));
  const [languages, setLanguages] = useState<string[]>(profile.languagesKnown);
  const [title, setTitle] = useState(profile.professionalTitle ?? '');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [open, setOpen] = useState<'spec' | 'lang' | null>(null);

  const nameOf = (id: string) =>
    specialities.data?.find((s) => s._id === id)?.name ?? profile.specialization.find((s) => s._id === id)?.name ?? id;

  const onContinue = () => {
    const tErr = title.trim() ? null : MSG.professionalTitleRequired;
    const lErr = specIds.length && languages.length ? null : MSG.languageAndSpecializationRequired;
    setTitleError(tErr);
    setListError(lErr);
    if (tErr || lErr) {
      notify.error((tErr ?? lErr)!);
      return;
    }
    update.mutate(
      { professionalTitle: title.trim(), specialization: specIds, languagesKnown: languages },
      { onSuccess: (r) => onSaved(r), onError: (err) => notify.error(err) },
    );
  };

  return (
    <>
      <Stack gap="lg">
        <ChipList
          title="Specialities*"
          addLabel="Add specialities"
          onAdd={() => setOpen('spec')}
          items={specIds.map((id) => ({ value: id, label: nameOf(id) }))}
          onRemove={(id) => setSpecIds((l) => l.filter((x) => x !== id))}
        />
        <ChipList
          title="Languages*"
          addLabel="Add languages"
          onAdd={() => setOpen('lang')}
          items={languages.map((l) => ({ value: l, label: l }))}
          onRemove={(l) => setLanguages((ls) => ls.filter((x) => x !== l))}
        />
        {listError && (
          <Alert color="red" variant="light" role="alert">
            {listError}
          </Alert>
        )}
        <TextInput
          label="Professional Title*"
          placeholder="e.g. Clinical Psychologist"
          value={title}
          onChange={(e) => {
            setTitle(e.currentTarget.value);
            setTitleError(null);
          }}
          error={titleError}
          maxLength={120}
        />
      </Stack>
      <SpecialitiesModal
        opened={open === 'spec'}
        onClose={() => setOpen(null)}
        selected={specIds}
        onConfirm={(ids) => {
          setSpecIds(ids);
          setListError(null);
        }}
      />
      <LanguagesModal
        opened={open === 'lang'}
        onClose={() => setOpen(null)}
        selected={languages}
        onConfirm={(names) => {
          setLanguages(names);
          setListError(null);
        }}
      />
      <WizardFooter onContinue={onContinue} loading={update.isPending} />
    </>
  );
}
