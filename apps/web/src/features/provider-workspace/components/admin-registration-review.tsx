import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@sahaj/contract';
import { notify } from '../../../lib/notify';
import { useAdminRegistration } from '../api/admin-registration';
import { useVerifyRegistration } from '../api/verify-registration';
import { LoadError } from './load-error';

const LOOK = {
  none: { label: 'Not a medical practitioner', color: 'gray' },
  pending: { label: 'Waiting for verification', color: 'yellow' },
  verified: { label: 'Verified', color: 'teal' },
  rejected: { label: 'Not verified', color: 'red' },
} as const;

/**
 * The medical council registration a therapist declared, for the admin to check against the
 * council's register: Verify opens prescribing, 'Not verified' keeps it closed.
 */
export function AdminRegistrationReview({ therapistId }: { therapistId: string }) {
  const registration = useAdminRegistration(therapistId);
  const verify = useVerifyRegistration(therapistId);
  const decide = (verified: boolean) =>
    verify.mutate(
      { therapistId, verified },
      { onSuccess: (r) => notify.success(r.message), onError: (e) => notify.error(e) },
    );
  return (
    <Card padding="lg" withBorder component="section" aria-labelledby="registration-review-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="registration-review-title">
          Medical registration (prescribing)
        </Title>
        {registration.isPending ? (
          <Skeleton h={60} role="status" aria-label="Loading the registration" />
        ) : registration.isError ? (
          <LoadError
            title="Could not load the registration"
            message={registration.error.message}
            onRetry={() => registration.refetch()}
          />
        ) : !registration.data.isMedicalPractitioner ? (
          <Text c="dimmed">Not a registered medical practitioner: prescribing stays closed.</Text>
        ) : (
          <>
            <Group gap="xs">
              <Badge variant="light" color={LOOK[registration.data.verification].color} c="dark.7" tt="none">
                {LOOK[registration.data.verification].label}
              </Badge>
              {registration.data.verifiedAt && (
                <Text size="sm" c="dimmed">
                  on {formatDateTime(registration.data.verifiedAt)}
                </Text>
              )}
            </Group>
            <Text>
              {registration.data.qualification} · registration {registration.data.registrationNumber} ·{' '}
              {registration.data.council}
            </Text>
            <Group gap="sm">
              <Button
                onClick={() => decide(true)}
                loading={verify.isPending && verify.variables?.verified === true}
                disabled={registration.data.verification === 'verified'}
              >
                Verify registration
              </Button>
              <Button
                variant="default"
                color="red"
                onClick={() => decide(false)}
                loading={verify.isPending && verify.variables?.verified === false}
                disabled={registration.data.verification === 'rejected'}
              >
                Not verified
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
