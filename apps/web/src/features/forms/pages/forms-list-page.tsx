import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type FormSummary, formatDate, MSG } from '@sahaj/contract';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { useViewerZone } from '../../auth';
import { useFormsList } from '../api/list-forms';
import { BandBadge } from '../components/score-badge';

export const FORMS_HOME = '/user/base/home/survay-form';
export const giveSurveyPath = (formId: string) => `/user/base/home/dashboard/survay-form/give-survey/${formId}`;
export const resultsPath = (formId: string) => `${FORMS_HOME}/${formId}/results`;

/** survay-form: the published questionnaires (PHQ-9, GAD-7 and the admin's), with my latest result of each. */
export function FormsListPage() {
  const list = useFormsList();
  const zone = useViewerZone();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Questionnaires</Title>
        <Text c="dimmed">Short check-ins you can repeat to see how you are doing over time.</Text>
      </Stack>
      {list.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-label="Loading questionnaires">
          <Skeleton h={180} radius="lg" />
          <Skeleton h={180} radius="lg" />
        </SimpleGrid>
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.forms.length === 0 ? (
        <EmptyState title={MSG.noForms} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {list.data.forms.map((f) => (
            <FormCard key={f._id} f={f} zone={zone} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function FormCard({ f, zone }: { f: FormSummary; zone: string }) {
  return (
    <Card padding="lg" component="article" aria-labelledby={`form-${f._id}`}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Text component="h2" id={`form-${f._id}`} fw={650} size="lg" lh={1.3}>
            {f.formName}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={3}>
            {f.formDescription}
          </Text>
          <Text size="sm">
            {f.questionCount} questions · about {Math.max(1, Math.round(f.questionCount / 3))} min
          </Text>
          {f.lastResult && (
            <Group gap="xs">
              <Text size="sm">
                Last time ({formatDate(f.lastResult.submittedAt, zone)}): score {f.lastResult.totalScore}
              </Text>
              <BandBadge band={f.lastResult.band} />
            </Group>
          )}
        </Stack>
        <Group gap="sm">
          <Button
            component={Link}
            to={giveSurveyPath(f._id)}
            aria-label={`${f.lastResult ? 'Take again' : 'Start'}: ${f.formName}`}
          >
            {f.lastResult ? 'Take again' : 'Start'}
          </Button>
          {f.lastResult && (
            <Button component={Link} to={resultsPath(f._id)} variant="light" aria-label={`My results: ${f.formName}`}>
              My results
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
