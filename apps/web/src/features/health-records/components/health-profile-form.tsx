import { Button, Card, Group, NumberInput, SimpleGrid, Stack, TagsInput, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type HealthProfile, healthProfileBody } from '@sahaj/contract';
import { notify } from '../../../lib/notify';
import { formErrorTarget, showServerError } from '../../../lib/server-error';
import { useSaveHealthProfile } from '../api/save-health-profile';

const LISTS = [
  { key: 'allergies', label: 'Allergies', placeholder: 'e.g. Penicillin, then Enter' },
  { key: 'currentMedications', label: 'Current medications', placeholder: 'e.g. Sertraline 50 mg' },
  { key: 'medicalConditions', label: 'Medical conditions', placeholder: 'e.g. Asthma' },
  { key: 'surgeries', label: 'Surgeries', placeholder: 'e.g. Appendectomy 2019' },
] as const;

type Values = {
  allergies: string[];
  currentMedications: string[];
  medicalConditions: string[];
  surgeries: string[];
  height: number | null;
  weight: number | null;
};

/** The health profile the patient edits (allergies, medications, conditions, surgeries, height, weight). */
export function HealthProfileForm({ profile }: { profile: HealthProfile }) {
  const save = useSaveHealthProfile();
  const form = useForm<Values>({
    initialValues: {
      allergies: profile.allergies,
      currentMedications: profile.currentMedications,
      medicalConditions: profile.medicalConditions,
      surgeries: profile.surgeries,
      height: profile.height,
      weight: profile.weight,
    },
    validate: schemaResolver(healthProfileBody, { sync: true }),
  });
  return (
    <Card padding="lg" component="section" aria-labelledby="health-profile-title">
      <form
        onSubmit={form.onSubmit((values) =>
          save.mutate(values, {
            onSuccess: (r) => {
              notify.success(r.message);
              form.resetDirty();
            },
            onError: (err) => showServerError(err, formErrorTarget(form)),
          }),
        )}
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="health-profile-title">
            Health profile
          </Title>
          <Text size="sm" c="dimmed">
            Therapists you have a session with can read this (never change it). Type an entry and press Enter.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {LISTS.map((l) => (
              <TagsInput
                key={l.key}
                label={l.label}
                placeholder={l.placeholder}
                maxTags={30}
                clearable
                {...form.getInputProps(l.key)}
              />
            ))}
            <NumberInput
              label="Height (cm)"
              min={30}
              max={272}
              allowDecimal={false}
              {...form.getInputProps('height')}
              value={form.values.height ?? ''}
              onChange={(v) => form.setFieldValue('height', typeof v === 'number' ? v : null)}
            />
            <NumberInput
              label="Weight (kg)"
              min={1}
              max={500}
              decimalScale={1}
              {...form.getInputProps('weight')}
              value={form.values.weight ?? ''}
              onChange={(v) => form.setFieldValue('weight', typeof v === 'number' ? v : null)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** The same profile, read only (a therapist's view). */
export function HealthProfileView({ profile }: { profile: HealthProfile }) {
  const row = (label: string, value: string) => (
    <Stack gap={2} key={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {LISTS.map((l) => row(l.label, profile[l.key].join(', ')))}
      {row('Height', profile.height ? `${profile.height} cm` : '')}
      {row('Weight', profile.weight ? `${profile.weight} kg` : '')}
    </SimpleGrid>
  );
}
