import { ActionIcon, Popover, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import {
  AGE_MIN,
  DOB_DISPLAY_PATTERN,
  dobBounds,
  dobFromDisplay,
  dobToDisplay,
  localTimeZone,
  maskDobInput,
  onboardingDobBody,
  todayIn,
} from '@sahaj/contract';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { CALENDAR_ARIA_LABELS } from '../../../components/calendar-labels';
import { formErrorTarget } from '../../../lib/server-error';
import { ALERT } from '../lib/a11y';
import { SubmitButton, useSavePage } from './save-page';
import type { StepProps } from './step-props';
import { StepForm } from './wizard-frame';

/** What was typed as the API's 'yyyy-MM-dd'; anything else goes on as typed, so the schema names the problem. */
const dobToIso = (text: string) => dobFromDisplay(text) ?? text.trim();
const today = () => todayIn(localTimeZone());

/** The contract's rule, on the ISO form of what was typed. */
function dobError(text: string): string | null {
  const r = onboardingDobBody(today).safeParse({ dob: dobToIso(text) });
  return r.success ? null : (r.error.issues[0]?.message ?? null);
}

export function DobStep({ page, known, onSaved, submitLabel }: StepProps) {
  const { save, pending } = useSavePage(onSaved);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const bounds = dobBounds(today());
  const form = useForm({
    initialValues: { dob: dobToDisplay(known.dob) },
    validate: { dob: dobError },
  });
  const iso = dobToIso(form.values.dob);
  const shownMonth = /^\d{4}-\d{2}-\d{2}$/.test(iso) && iso >= bounds.min && iso <= bounds.max ? iso : '1995-01-01';

  return (
    <StepForm
      title="When were you born?"
      description={`Sahaj is for adults: you need to be at least ${AGE_MIN}.`}
      onSubmit={form.onSubmit((v) => save({ page, dob: dobToIso(v.dob) }, formErrorTarget(form)))}
      actions={<SubmitButton loading={pending}>{submitLabel}</SubmitButton>}
    >
      <TextInput
        errorProps={ALERT}
        label="Date of birth"
        placeholder={DOB_DISPLAY_PATTERN}
        description="Day-month-year, e.g. 17-05-1990"
        inputMode="numeric"
        autoComplete="bday"
        autoFocus
        {...form.getInputProps('dob')}
        onChange={(e) => form.setFieldValue('dob', maskDobInput(e.currentTarget.value))}
        rightSectionWidth={44}
        rightSection={
          <Popover
            opened={calendarOpen}
            onChange={setCalendarOpen}
            position="bottom-end"
            shadow="md"
            trapFocus
            withinPortal
            // No fade: a half-transparent calendar is unreadable (and fails contrast) while it closes.
            transitionProps={{ duration: 0 }}
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
                ariaLabels={CALENDAR_ARIA_LABELS}
                key={shownMonth}
                defaultLevel="decade"
                defaultDate={shownMonth}
                minDate={bounds.min}
                maxDate={bounds.max}
                value={/^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso : null}
                onChange={(value) => {
                  if (!value) return;
                  form.setFieldValue('dob', dobToDisplay(value));
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
