import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ConsultationDetails, formatDateTime, type Prescription } from '@sahaj/contract';
import { IconDownload, IconPencil, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify';
import { useDownloadPrescription } from '../api/download-prescription';
import { workspacePaths } from '../lib/paths';

/** What I prescribed this patient; writing one only for registered medical practitioners. */
export function PrescriptionsCard({ details, zone }: { details: ConsultationDetails; zone: string }) {
  return (
    <Card padding="lg" component="section" aria-labelledby="prescriptions-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="prescriptions-title">
            Prescriptions
          </Title>
          {details.canPrescribe && (
            <Button
              component={Link}
              to={workspacePaths.prescription(details.profile._id)}
              leftSection={<IconPlus size={16} aria-hidden />}
              size="sm"
            >
              Write a prescription
            </Button>
          )}
        </Group>
        {details.prescriptions.length === 0 ? (
          <Text size="sm" c="dimmed">
            No prescriptions yet.
          </Text>
        ) : (
          <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {details.prescriptions.map((p) => (
              <PrescriptionRow key={p._id} prescription={p} zone={zone} editable={details.canPrescribe} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** One prescription: its date, diagnosis and medicines, with Download PDF (and Edit for the prescriber). */
export function PrescriptionRow({
  prescription: p,
  zone,
  editable,
}: {
  prescription: Prescription;
  zone: string;
  editable: boolean;
}) {
  const download = useDownloadPrescription();
  const when = formatDateTime(p.updatedAt, zone);
  return (
    <Stack component="li" gap={4}>
      <Text fw={600}>
        {when}
        {p.revision > 1 ? ` · revision ${p.revision}` : ''}
      </Text>
      <Text size="sm">
        {p.diagnosisIsProvisional ? 'Provisional diagnosis' : 'Diagnosis'}: {p.diagnosis}
      </Text>
      <Text size="sm" c="dimmed">
        {p.medicines.map((m) => `${m.name} ${m.strength}`).join(', ')} · {p.prescriber.name}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={download.isPending}
          aria-label={`Download PDF of the prescription of ${when}`}
          onClick={() => download.mutate(p.downloadPath, { onError: (e) => notify.error(e) })}
        >
          Download PDF
        </Button>
        {editable && (
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={workspacePaths.prescription(p.patient._id, p._id)}
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={`Edit the prescription of ${when}`}
          >
            Edit
          </Button>
        )}
      </Group>
    </Stack>
  );
}
