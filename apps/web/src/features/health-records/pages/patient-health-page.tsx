import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { useParams } from 'react-router';
import { useViewerZone } from '../../auth';
import { SharedResults } from '../../forms';
import { usePatientHealth } from '../api/get-patient-health';
import { HealthProfileView } from '../components/health-profile-form';
import { RecordList } from '../components/record-list';

/** A therapist's read-only view of a patient's records and health profile (each opening is shown to the patient). */
export function PatientHealthPage() {
  const { patientId = '' } = useParams();
  const zone = useViewerZone();
  const health = usePatientHealth(patientId);
  if (health.isPending) return <Skeleton h={300} radius="lg" role="status" aria-label="Loading health records" />;
  if (health.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={health.error.message}>
        Only therapists with a session with this patient can see their records.
      </Alert>
    );
  const { patient, medicalReports, profile } = health.data;
  return (
    <Stack gap="lg">
      <Title order={1}>Health records of {patient.name}</Title>
      <Text size="sm" c="dimmed">
        Read only. {patient.name} can see that you opened these records.
      </Text>
      <Card padding="lg" component="section" aria-labelledby="p-reports">
        <Stack gap="md">
          <Title order={2} size="h3" id="p-reports">
            Medical reports
          </Title>
          {medicalReports.length === 0 ? (
            <Text c="dimmed">{MSG.noHealthRecords}</Text>
          ) : (
            <RecordList records={medicalReports} zone={zone} />
          )}
        </Stack>
      </Card>
      <Card padding="lg" component="section" aria-labelledby="p-profile">
        <Stack gap="md">
          <Title order={2} size="h3" id="p-profile">
            Health profile
          </Title>
          <HealthProfileView profile={profile} />
        </Stack>
      </Card>
      <SharedResults patientId={patientId} zone={zone} />
    </Stack>
  );
}
