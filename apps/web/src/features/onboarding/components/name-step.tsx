import { Button, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { onboardingNameBody } from '@sahaj/contract';
import { useUpdateProfile } from '../api/update-profile';
import { ALERT } from '../lib/a11y';
import { showSaveError } from '../lib/server-error';
import type { StepProps } from './step-props';
import { StepForm } from './wizard-frame';

export function NameStep({ page, known, onSaved, submitLabel }: StepProps) {
  const save = useUpdateProfile();
  const fallback = [known.firstName, known.lastName].filter(Boolean).join(' ');
  const form = useForm({
    initialValues: { name: known.name ?? fallback ?? '' },
    validate: schemaResolver(onboardingNameBody, { sync: true }),
  });
  return (
    <StepForm
      title="What should we call you?"
      description="Your therapist will see this name."
      onSubmit={form.onSubmit((v) =>
        save.mutate(
          { page, name: v.name.trim() },
          { onSuccess: onSaved, onError: (e) => showSaveError(e, (m) => form.setFieldError('name', m)) },
        ),
      )}
      actions={
        <Button type="submit" size="md" fullWidth loading={save.isPending}>
          {submitLabel}
        </Button>
      }
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
