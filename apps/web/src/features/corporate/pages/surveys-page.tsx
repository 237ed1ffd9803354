import { Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { FormSummary } from '@sahaj/contract';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { useSurveys } from '../api/list-surveys';
import { PageHeader } from '../components/page-header';
import { CORPORATE_PATHS } from '../lib/paths';

/** corporate/survay-form: the surveys the Sahaj team asks companies to fill in. */
export function SurveysPage() {
  const list = useSurveys();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Survey Forms"
        description="Short surveys about your team's needs. Your answers help us shape the care we offer."
      />
      {list.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-label="Loading surveys">
          <Skeleton h={160} radius="lg" />
          <Skeleton h={160} radius="lg" />
        </SimpleGrid>
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.forms.length === 0 ? (
        <EmptyState
          title="No surveys yet"
          hint="When the Sahaj team publishes a survey for companies, it shows here."
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {list.data.forms.map((f) => (
            <SurveyCard key={f._id} f={f} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function SurveyCard({ f }: { f: FormSummary }) {
  return (
    <Card padding="lg" component="article" aria-labelledby={`survey-${f._id}`}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Text component="h2" id={`survey-${f._id}`} fw={650} size="lg" lh={1.3}>
            {f.formName}
          </Text>
          {f.formDescription && (
            <Text size="sm" c="dimmed" lineClamp={3}>
              {f.formDescription}
            </Text>
          )}
          <Text size="sm">{f.questionCount === 1 ? '1 question' : `${f.questionCount} questions`}</Text>
        </Stack>
        <Button
          component={Link}
          to={CORPORATE_PATHS.giveSurvey(f._id)}
          style={{ alignSelf: 'flex-start' }}
          aria-label={`Start: ${f.formName}`}
        >
          Start
        </Button>
      </Stack>
    </Card>
  );
}
