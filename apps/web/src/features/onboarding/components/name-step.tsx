import { TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { NAME_RULE_TEXT, onboardingNameBody } from '@sahaj/contract';
import { formErrorTarget } from '../../../lib/server-error';
import { ALERT } from '../lib/a11y';
import { SubmitButton, useSavePage } from './save-page';
import type { StepProps } from './step-props';
import { StepForm } from './wizard-frame';

export function NameStep({ page, known, onSaved, submitLabel }: StepProps) {
  const { save, pending } = useSavePage(onSaved);
  const fallback = [known.firstName, known.lastName].filter(Boolean).join(' ');
  const form = useForm({
    initialValues: { name: known.name ?? fallback ?? '' },
    validate: schemaResolver(onboardingNameBody, { sync: true }),
  });
  return (
    <StepForm
      title="What should we call you?"
      description="Your therapist will see this name."
      onSubmit={form.onSubmit((v) => save({ page, name: v.name.trim() }, formErrorTarget(form)))}
      actions={<SubmitButton loading={pending}>{submitLabel}</SubmitButton>}
    >
      <TextInput
        errorProps={ALERT}
        label="Your name"
        description={NAME_RULE_TEXT}
        autoComplete="name"
        data-autofocus
        autoFocus
        {...form.getInputProps('name')}
      />
    </StepForm>
  );
}
