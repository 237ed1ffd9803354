import { Anchor, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ConsultationDetails, formatDate, MSG } from '@sahaj/contract';

const listOrNone = (items: string[]) =>
  items.length === 0 ? (
    <Text size="sm" c="dimmed">
      None recorded
    </Text>
  ) : (
    <List size="sm" spacing={2}>
      {items.map((i) => (
        <List.Item key={i}>{i}</List.Item>
      ))}
    </List>
  );

/** The health profile the patient keeps (doc 01 §3) and the records they share, read only. */
export function HealthProfileCard({ details, zone }: { details: ConsultationDetails; zone: string }) {
  const facts: Array<[string, string]> = [
    ['Date of birth', details.dob ? formatDate(details.dob) : 'Not given'],
    ['Height', details.height !== null ? `${details.height} cm` : 'Not given'],
    ['Weight', details.weight !== null ? `${details.weight} kg` : 'Not given'],
  ];
  return (
    <Stack gap="lg">
      <Card padding="lg" component="section" aria-labelledby="health-profile-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="health-profile-title">
            Health profile
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {facts.map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text fw={500}>{value}</Text>
              </div>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <div>
              <Title order={3} size="h6" mb={4}>
                Allergies
              </Title>
              {listOrNone(details.allergies)}
            </div>
            <div>
              <Title order={3} size="h6" mb={4}>
                Current medications (as the patient wrote them)
              </Title>
              {listOrNone(details.currentMedications)}
            </div>
            <div>
              <Title order={3} size="h6" mb={4}>
                Medical conditions
              </Title>
              {listOrNone(details.medicalConditions)}
            </div>
            <div>
              <Title order={3} size="h6" mb={4}>
                Surgeries
              </Title>
              {listOrNone(details.surgeries)}
            </div>
          </SimpleGrid>
        </Stack>
      </Card>
      <Card padding="lg" component="section" aria-labelledby="shared-records-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="shared-records-title">
            Medical reports
          </Title>
          {details.medicalReports.length === 0 ? (
            <Text size="sm" c="dimmed">
              {MSG.noHealthRecords}
            </Text>
          ) : (
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {details.medicalReports.map((r) => (
                <Group component="li" key={r._id} justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={500} title={r.fileName}>
                      {r.displayName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Uploaded {formatDate(r.uploadedAt, zone)}
                    </Text>
                  </Stack>
                  <Group gap="sm">
                    <Anchor href={r.url} target="_blank" rel="noreferrer" size="sm">
                      Open {r.displayName}
                    </Anchor>
                    <Anchor href={r.downloadUrl} size="sm">
                      Download {r.displayName}
                    </Anchor>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
