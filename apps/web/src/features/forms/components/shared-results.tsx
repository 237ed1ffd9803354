import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@sahaj/contract';
import { useSharedResults } from '../api/get-shared-results';
import { BandBadge } from './score-badge';

/** A therapist's list of the questionnaire results a patient shared with them. */
export function SharedResults({ patientId, zone }: { patientId: string; zone: string }) {
  const shared = useSharedResults(patientId);
  return (
    <Card padding="lg" component="section" aria-labelledby="shared-results-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="shared-results-title">
          Shared questionnaire results
        </Title>
        {shared.isPending ? (
          <Skeleton h={48} />
        ) : shared.isError ? (
          <Alert color="red" variant="light">
            {shared.error.message}
          </Alert>
        ) : shared.data.results.length === 0 ? (
          <Text c="dimmed">Nothing shared with you yet.</Text>
        ) : (
          shared.data.results.map((r) => (
            <Group key={r._id} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={600}>{r.formName}</Text>
                <Text size="sm" c="dimmed">
                  {formatDate(r.submittedAt, zone)} · score {r.totalScore}
                  {r.maxScore ? ` of ${r.maxScore}` : ''}
                  {r.crisis ? ' · answered item 9 above “Not at all”' : ''}
                </Text>
              </Stack>
              <BandBadge band={r.band} />
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
}
