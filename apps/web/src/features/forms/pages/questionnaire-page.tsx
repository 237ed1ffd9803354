import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Progress,
  Radio,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type FormResult, MSG } from '@sahaj/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { useQuestionnaire } from '../api/get-form';
import { useSubmitAnswers } from '../api/submit-answers';
import { CrisisNote } from '../components/crisis-note';
import { BandBadge } from '../components/score-badge';
import { resultsPath } from './forms-list-page';

const HOME = '/user/base/home/dashboard';

/** dashboard/survay-form/give-survey/{formId}: one question at a time with Back, Next and Submit, then the thank-you modal. */
export function QuestionnairePage() {
  const { formId = '' } = useParams();
  const form = useQuestionnaire(formId);
  const submit = useSubmitAnswers();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [result, setResult] = useState<FormResult | null>(null);

  if (form.isPending) return <Skeleton h={320} radius="lg" role="status" aria-label="Loading the questionnaire" />;
  if (form.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={form.error.message}>
        <Button component={Link} to="/user/base/home/survay-form" variant="light" size="compact-sm" mt="xs">
          Back to questionnaires
        </Button>
      </Alert>
    );

  const { form: meta, questionsList } = form.data;
  const q = questionsList[step]!;
  const picked = answers[q._id] ?? [];
  const last = step === questionsList.length - 1;
  const set = (ids: string[]) => setAnswers((a) => ({ ...a, [q._id]: ids }));

  const onSubmit = () =>
    submit.mutate(
      { formId, answerList: questionsList.map((x) => ({ questionId: x._id, selectedAnswers: answers[x._id] ?? [] })) },
      { onSuccess: (r) => setResult(r.result), onError: (e) => notify.error(e) },
    );

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1}>{meta.formName}</Title>
        {meta.scoring && (
          <Text c="dimmed">Over the last 2 weeks, how often have you been bothered by the following?</Text>
        )}
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          Question {step + 1} of {questionsList.length}
        </Text>
        <Progress.Root>
          <Progress.Section
            value={((step + 1) / questionsList.length) * 100}
            aria-label={`Question ${step + 1} of ${questionsList.length}`}
          />
        </Progress.Root>
      </Stack>
      <Paper p="lg" radius="lg" withBorder>
        {q.answerType === 'singleSelect' ? (
          <Radio.Group
            key={q._id}
            label={q.question}
            value={picked[0] ?? null}
            onChange={(v) => set([v])}
            styles={{ label: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 600, marginBottom: 12 } }}
          >
            <Stack gap="sm">
              {q.options.map((o) => (
                <Radio key={o._id} value={o._id} label={o.label} size="md" />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Checkbox.Group
            key={q._id}
            label={q.question}
            description="Choose all that apply"
            value={picked}
            onChange={set}
            styles={{ label: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 600 } }}
          >
            <Stack gap="sm" mt="sm">
              {q.options.map((o) => (
                <Checkbox key={o._id} value={o._id} label={o.label} size="md" />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      </Paper>
      <Group justify="space-between">
        <Button variant="default" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
          Back
        </Button>
        {last ? (
          <Button onClick={onSubmit} disabled={picked.length === 0} loading={submit.isPending}>
            Submit
          </Button>
        ) : (
          <Button onClick={() => setStep((s) => s + 1)} disabled={picked.length === 0}>
            Next
          </Button>
        )}
      </Group>
      <Modal
        opened={result !== null}
        onClose={() => navigate(HOME)}
        withCloseButton={false}
        closeOnClickOutside={false}
        centered
        title="Thank you"
        size="md"
      >
        {result && (
          <Stack align="center" ta="center" gap="md">
            <IconCircleCheck size={56} color="var(--mantine-color-sahajTeal-7)" aria-hidden />
            <Text fw={600}>{MSG.formAnswersSubmitted}</Text>
            {result.band && (
              <Stack gap={6} align="center">
                <Text>
                  Your score: <strong>{result.totalScore}</strong>
                  {result.maxScore ? ` of ${result.maxScore}` : ''}
                </Text>
                <BandBadge band={result.band} />
                <Text size="xs" c="dimmed">
                  A screening score, not a diagnosis. Talk it over with your therapist.
                </Text>
              </Stack>
            )}
            {result.crisis && <CrisisNote />}
            <Group justify="center">
              <Button component={Link} to={resultsPath(formId)} variant="light">
                See my results
              </Button>
              <Button component={Link} to={HOME}>
                {MSG.formGoBackHome}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
