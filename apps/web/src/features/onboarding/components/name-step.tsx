import { TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { onboardingNameBody } from '@sahaj/contract';
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
      onSubmit={form.onSubmit((v) => save({ page, name: v.name.trim() }, (m) => form.setFieldError('name', m)))}
      actions={<SubmitButton loading={pending}>{submitLabel}</SubmitButton>}
    >
      <TextInput
        errorProps={ALERT}
        label="Your name"
        autoComplete="name"
        data-autofocus
        autoFocus
        maxLength={100}
        {...form.getInputProps('name')}
      />
    </StepForm>
  );
}
