import { Button, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type LocationResult, onboardingTimeZoneBody } from '@sahaj/contract';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { LocationPickerModal } from '../../../components/location-picker';
import { ALERT } from '../lib/a11y';
import { SubmitButton, useSavePage } from './save-page';
import type { StepProps } from './step-props';
import { StepForm } from './wizard-frame';

export function TimeZoneStep({ page, known, onSaved, submitLabel }: StepProps) {
  const { save, pending } = useSavePage(onSaved);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<LocationResult | null>(null);
  const form = useForm({
    initialValues: {
      timeZone: known.timeZone ?? '',
      globalTimeZone: known.timeZone ? (known.globalTimeZone ?? '') : '',
      location: known.location ?? '',
    },
    validate: schemaResolver(onboardingTimeZoneBody, { sync: true }),
  });
  const error = form.errors.timeZone ?? form.errors.globalTimeZone;

  return (
    <StepForm
      title="Where are you?"
      description="We show session times in your own time zone."
      onSubmit={form.onSubmit((v) =>
        save(
          { page, timeZone: v.timeZone, globalTimeZone: v.globalTimeZone, location: v.location || undefined },
          (field, m) => {
            // The zone, its label and the place are one choice on this page: any of them is shown here.
            if (!['timeZone', 'globalTimeZone', 'location'].includes(field)) return false;
            form.setFieldError('timeZone', m);
            return true;
          },
        ),
      )}
      actions={<SubmitButton loading={pending}>{submitLabel}</SubmitButton>}
    >
      <TextInput
        errorProps={ALERT}
        label="Time zone"
        placeholder="Choose your location"
        readOnly
        value={form.values.timeZone}
        error={error}
        onClick={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setOpen(true);
          }
        }}
        rightSection={<IconMapPin size={18} aria-hidden />}
        styles={{ input: { cursor: 'pointer' } }}
      />
      {form.values.location && (
        <Text size="sm" c="warmGray.7" mt={-8} data-testid="chosen-location" style={{ overflowWrap: 'anywhere' }}>
          {form.values.location}
        </Text>
      )}
      <Button variant="light" leftSection={<IconMapPin size={18} aria-hidden />} onClick={() => setOpen(true)}>
        {form.values.timeZone ? 'Change location' : 'Choose on the map'}
      </Button>
      <LocationPickerModal
        opened={open}
        onClose={() => setOpen(false)}
        initial={picked}
        onConfirm={(r) => {
          setPicked(r);
          form.setValues({ timeZone: r.timezone, globalTimeZone: r.globalTimeZone, location: r.location });
          form.clearErrors();
          setOpen(false);
        }}
      />
    </StepForm>
  );
}
