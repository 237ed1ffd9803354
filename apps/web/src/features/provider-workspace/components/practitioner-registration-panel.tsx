import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  MEDICAL_COUNCILS,
  type PractitionerRegistration,
  type PractitionerRegistrationBody,
  practitionerRegistrationBody,
} from '@sahaj/contract';
import { notify } from '../../../lib/notify';
import { formErrorTarget, showServerError } from '../../../lib/server-error';
import { usePractitionerRegistration } from '../api/get-practitioner-registration';
import { useSavePractitionerRegistration } from '../api/save-practitioner-registration';
import { LoadError } from './load-error';

const VERIFICATION = {
  none: { label: 'Not a medical practitioner', color: 'gray' },
  pending: { label: 'Waiting for the admin to verify', color: 'yellow' },
  verified: { label: 'Verified: you can prescribe', color: 'teal' },
  rejected: { label: 'Not verified', color: 'red' },
} as const;

/**
 * Whether I am a registered medical practitioner (a psychiatrist with a medical council
 * registration). Only a verified registration opens prescribing; psychologists and counsellors
 * leave the box unticked.
 */
export function PractitionerRegistrationPanel() {
  const registration = usePractitionerRegistration();
  return (
    <Card padding="lg" component="section" aria-labelledby="registration-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="registration-title">
            Prescribing
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            Only a registered medical practitioner may prescribe (Telemedicine Practice Guidelines 2020). The admin
            checks your registration with the council before prescribing opens.
          </Text>
        </div>
        {registration.isPending ? (
          <Skeleton h={80} role="status" aria-label="Loading your registration" />
        ) : registration.isError ? (
          <LoadError
            title="Could not load your registration"
            message={registration.error.message}
            onRetry={() => registration.refetch()}
          />
        ) : (
          <RegistrationForm key={registration.data.verification} registration={registration.data} />
        )}
      </Stack>
    </Card>
  );
}

function RegistrationForm({ registration: r }: { registration: PractitionerRegistration }) {
  const save = useSavePractitionerRegistration();
  const form = useForm<PractitionerRegistrationBody>({
    mode: 'controlled',
    initialValues: {
      isMedicalPractitioner: r.isMedicalPractitioner,
      qualification: r.qualification ?? '',
      registrationNumber: r.registrationNumber ?? '',
      council: (r.council ?? undefined) as PractitionerRegistrationBody['council'],
    },
    validate: schemaResolver(practitionerRegistrationBody, { sync: true }),
  });
  const look = VERIFICATION[r.verification];
  return (
    <form
      onSubmit={form.onSubmit((v) =>
        save.mutate(v.isMedicalPractitioner ? v : { isMedicalPractitioner: false }, {
          onSuccess: (res) => notify.success(res.message),
          onError: (e) => showServerError(e, formErrorTarget(form)),
        }),
      )}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm">Status:</Text>
          <Badge variant="light" color={look.color} c="dark.7" tt="none">
            {look.label}
          </Badge>
        </Group>
        <Checkbox
          label="I am a registered medical practitioner (for example a psychiatrist)"
          {...form.getInputProps('isMedicalPractitioner', { type: 'checkbox' })}
        />
        {form.values.isMedicalPractitioner && (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label="Qualification"
              placeholder="e.g. MBBS, MD (Psychiatry)"
              withAsterisk
              {...form.getInputProps('qualification')}
            />
            <TextInput label="Registration number" withAsterisk {...form.getInputProps('registrationNumber')} />
            <Select
              label="Medical council"
              searchable
              withAsterisk
              data={[...MEDICAL_COUNCILS]}
              {...form.getInputProps('council')}
            />
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
