import { Button, Checkbox, Group, Modal, Paper, Progress, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { MSG } from '@sahaj/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { notify } from '../../../lib/notify';
import { useSurvey } from '../api/get-survey';
import { useSubmitSurvey } from '../api/submit-survey';
import { PageHeader } from '../components/page-header';
import { CORPORATE_PATHS } from '../lib/paths';

/**
 * dashboard/survay-form/give-survey/{formId} for a company: one question at a time with Back, Next
 * and Submit; Submit shows the thank-you modal with 'Go Back To Home' (spec 03 §2, §4). Failures say
 * the server's message (or 'Something went wrong').
 */
export function GiveSurveyPage() {
  const { formId = '' } = useParams();
  const survey = useSurvey(formId);
  const submit = useSubmitSurvey();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [done, setDone] = useState<string | null>(null);
  const back = { to: CORPORATE_PATHS.surveys, label: 'Survey Forms' };

  if (survey.isPending)
    return (
      <Stack gap="lg" maw={720} mx="auto" w="100%">
        <PageHeader title="Survey" back={back} />
        <Skeleton h={320} radius="lg" role="status" aria-label="Loading the survey" />
      </Stack>
    );
  if (survey.isError)
    return (
      <Stack gap="lg" maw={720} mx="auto" w="100%">
        <PageHeader title="Survey" back={back} />
        <LoadError error={survey.error} onRetry={() => survey.refetch()} />
      </Stack>
    );

  const { form, questionsList } = survey.data;
  const q = questionsList[step];
  const picked = q ? (answers[q._id] ?? []) : [];
  const last = step === questionsList.length - 1;
  const set = (ids: string[]) => q && setAnswers((a) => ({ ...a, [q._id]: ids }));

  const onSubmit = () =>
    submit.mutate(
      { formId, answerList: questionsList.map((x) => ({ questionId: x._id, selectedAnswers: answers[x._id] ?? [] })) },
      { onSuccess: (r) => setDone(r.message || MSG.formAnswersSubmitted), onError: (e) => notify.error(e) },
    );

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <PageHeader title={form.formName} description={form.formDescription || undefined} back={back} />
      {!q ? (
        <Text>This survey has no questions yet.</Text>
      ) : (
        <>
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
        </>
      )}
      <Modal
        opened={done !== null}
        onClose={() => navigate(CORPORATE_PATHS.dashboard)}
        withCloseButton={false}
        closeOnClickOutside={false}
        centered
        title="Thank you"
      >
        <Stack align="center" ta="center" gap="md">
          <IconCircleCheck size={56} color="var(--mantine-color-sahajTeal-7)" aria-hidden />
          <Text fw={600}>{done}</Text>
          <Button component={Link} to={CORPORATE_PATHS.dashboard}>
            {MSG.formGoBackHome}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
