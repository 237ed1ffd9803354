import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { dobBounds, onboardingDobBody, todayIn } from '@sahaj/contract';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { ALERT } from '../lib/a11y';
import { dobToIso, isoToDob, maskDob } from '../lib/dates';
import { SubmitButton, useSavePage } from './save-page';
import type { StepProps } from './step-props';
import { StepForm } from './wizard-frame';

/** The contract's rule, on the ISO form of what was typed. */
function dobError(text: string): string | null {
  const r = onboardingDobBody(() => todayIn()).safeParse({ dob: dobToIso(text) });
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}

export function DobStep({ page, known, onSaved, submitLabel }: StepProps) {
  const { save, pending } = useSavePage(onSaved);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const bounds = dobBounds(todayIn());
  const form = useForm({
    initialValues: { dob: isoToDob(known.dob) },
    validate: { dob: dobError },
  });
  const iso = dobToIso(form.values.dob);
  const shownMonth = /^\d{4}-\d{2}-\d{2}$/.test(iso) && iso >= bounds.min && iso <= bounds.max ? iso : '1995-01-01';

  return (
    <StepForm
      title="When were you born?"
      description="Sahaj is for adults: you need to be at least 18."
      onSubmit={form.onSubmit((v) => save({ page, dob: dobToIso(v.dob) }, (m) => form.setFieldError('dob', m)))}
      actions={<SubmitButton loading={pending}>{submitLabel}</SubmitButton>}
    >
      <TextInput
        errorProps={ALERT}
        label="Date of birth"
        placeholder="DD/MM/YYYY"
        description="Day / month / year, e.g. 17/05/1990"
        inputMode="numeric"
        autoComplete="bday"
        autoFocus
        {...form.getInputProps('dob')}
        onChange={(e) => form.setFieldValue('dob', maskDob(e.currentTarget.value))}
        rightSectionWidth={44}
        rightSection={
          <Popover
            opened={calendarOpen}
            onChange={setCalendarOpen}
            position="bottom-end"
            shadow="md"
            trapFocus
            withinPortal
          >
            <Popover.Target>
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label="Pick the date on a calendar"
                onClick={() => setCalendarOpen((o) => !o)}
              >
                <IconCalendar size={20} aria-hidden />
              </ActionIcon>
            </Popover.Target>
            <Popover.Dropdown>
              <DatePicker
                key={shownMonth}
                defaultLevel="decade"
                defaultDate={shownMonth}
                minDate={bounds.min}
                maxDate={bounds.max}
                value={/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : null}
                onChange={(value) => {
                  if (!value) return;
                  form.setFieldValue('dob', isoToDob(value));
                  form.clearFieldError('dob');
                  setCalendarOpen(false);
                }}
              />
            </Popover.Dropdown>
          </Popover>
        }
      />
    </StepForm>
  );
}
