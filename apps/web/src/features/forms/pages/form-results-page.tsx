import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@sahaj/contract';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useViewerZone } from '../../auth';
import { useFormAnswers } from '../api/get-form-answers';
import { CrisisNote } from '../components/crisis-note';
import { BandBadge } from '../components/score-badge';
import { ScoreChart } from '../components/score-chart';
import { ShareResultModal } from '../components/share-result-modal';
import { FORMS_HOME, giveSurveyPath } from './forms-list-page';

/** survay-form/{formId}/results: my score band, how it changed over time, and sharing a result with my therapist. */
export function FormResultsPage() {
  const { formId = '' } = useParams();
  const zone = useViewerZone();
  const answers = useFormAnswers(formId);
  const [sharing, setSharing] = useState<string | null>(null);

  if (answers.isPending) return <Skeleton h={360} radius="lg" role="status" aria-label="Loading your results" />;
  if (answers.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={answers.error.message}>
        <Anchor component={Link} to={FORMS_HOME}>
          Back to questionnaires
        </Anchor>
      </Alert>
    );
  const { form, results, bands, maxScore } = answers.data;
  const latest = results[0];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to={FORMS_HOME} size="sm">
          ← Questionnaires
        </Anchor>
        <Title order={1}>{form.formName}: my results</Title>
      </Stack>
      {!latest ? (
        <EmptyState
          title="No results yet"
          action={
            <Button component={Link} to={giveSurveyPath(formId)}>
              Start
            </Button>
          }
        />
      ) : (
        <>
          <Card padding="lg" component="section" aria-labelledby="latest-title">
            <Stack gap="sm">
              <Title order={2} size="h3" id="latest-title">
                Latest: {formatDate(latest.submittedAt, zone)}
              </Title>
              <Group gap="sm">
                <Text size="xl" fw={700}>
                  {latest.totalScore}
                  {maxScore ? ` / ${maxScore}` : ''}
                </Text>
                <BandBadge band={latest.band} />
              </Group>
              {bands.length > 0 && (
                <Text size="sm" c="dimmed">
                  Bands: {bands.map((b) => `${b.min}–${b.max} ${b.label.toLowerCase()}`).join(', ')}. A screening score,
                  not a diagnosis.
                </Text>
              )}
              {latest.crisis && <CrisisNote />}
              <Group gap="sm">
                <Button component={Link} to={giveSurveyPath(formId)} variant="light">
                  Take again
                </Button>
              </Group>
            </Stack>
          </Card>
          {results.length > 1 && (
            <Card padding="lg" component="section" aria-labelledby="trend-title">
              <Stack gap="sm">
                <Title order={2} size="h3" id="trend-title">
                  How it changed
                </Title>
                <ScoreChart results={results} bands={bands} maxScore={maxScore} zone={zone} />
              </Stack>
            </Card>
          )}
          <Card padding="lg" component="section" aria-labelledby="history-title">
            <Stack gap="sm">
              <Title order={2} size="h3" id="history-title">
                All results
              </Title>
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {results.map((r) => (
                  <Group component="li" key={r._id} justify="space-between" wrap="wrap" gap="xs">
                    <Stack gap={0}>
                      <Text fw={600}>
                        {formatDate(r.submittedAt, zone)}: {r.totalScore}
                        {maxScore ? ` / ${maxScore}` : ''}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {r.sharedWith.length
                          ? `Shared with ${r.sharedWith.map((s) => s.name).join(', ')}`
                          : 'Not shared'}
                      </Text>
                    </Stack>
                    <Group gap="xs">
                      <BandBadge band={r.band} />
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        leftSection={<IconShare size={16} />}
                        onClick={() => setSharing(r._id)}
                        aria-label={`Share the result of ${formatDate(r.submittedAt, zone)} with your therapist`}
                      >
                        Share
                      </Button>
                    </Group>
                  </Group>
                ))}
              </Stack>
            </Stack>
          </Card>
        </>
      )}
      <ShareResultModal formId={formId} submissionId={sharing} onClose={() => setSharing(null)} />
    </Stack>
  );
}
