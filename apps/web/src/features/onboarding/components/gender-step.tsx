import { Group, Radio, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { GENDER_CHOICES, onboardingGenderBody } from '@sahaj/contract';
import { formErrorTarget } from '../../../lib/server-error';
import { ALERT } from '../lib/a11y';
import { SubmitButton, useSavePage } from './save-page';
import type { StepProps } from './step-props';
import { StepForm } from './wizard-frame';

export function GenderStep({ page, known, onSaved, submitLabel }: StepProps) {
  const { save, pending } = useSavePage(onSaved);
  const form = useForm({
    initialValues: { gender: known.gender ?? '' },
    validate: schemaResolver(onboardingGenderBody, { sync: true }),
  });
  const { error, ...radio } = form.getInputProps('gender');
  return (
    <StepForm
      title="How do you identify?"
      description="This helps us suggest therapists you will feel comfortable with."
      onSubmit={form.onSubmit((v) => save({ page, gender: v.gender }, formErrorTarget(form)))}
      actions={<SubmitButton loading={pending}>{submitLabel}</SubmitButton>}
    >
      <Radio.Group errorProps={ALERT} label="Gender" error={error} {...radio}>
        <Stack gap="sm" mt="xs">
          {GENDER_CHOICES.map((g) => (
            <Radio.Card key={g.value} value={g.value} radius="md" p="md" aria-label={g.label}>
              <Group wrap="nowrap" gap="md">
                <Radio.Indicator />
                <Text fw={500}>{g.label}</Text>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </StepForm>
  );
}
