import { Button, Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import { MSG, type PrebookingQuestion } from '@sahaj/contract';
import { useState } from 'react';
import { ALERT } from '../lib/a11y';
import { SubmitButton, useSavePage } from './save-page';
import type { StepProps } from './step-props';
import { StepForm } from './wizard-frame';

/**
 * Pages 7 and on: one wellness question each, skip allowed. A question whose answers exclude each
 * other ('singleSelect': a frequency scale, yes/no) takes one answer, as radio cards; others any number.
 */
export function WellnessStep({
  page,
  known,
  onSaved,
  submitLabel,
  question,
}: StepProps & { question: PrebookingQuestion }) {
  const { save, pending } = useSavePage(onSaved);
  const before = known.wellnessProfile?.find((a) => a.question === question._id)?.answers ?? [];
  const [answers, setAnswers] = useState<string[]>(before);
  const [error, setError] = useState<string | null>(null);

  const single = question.answerType === 'singleSelect';
  const labelStyles = { label: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 600, marginBottom: 8 } };

  const submit = (chosen: string[]) =>
    save({ page, wellnessProfile: [{ question: question._id, answers: chosen }] }, (field, m) => {
      if (!field.startsWith('wellnessProfile')) return false;
      setError(m);
      return true;
    });

  return (
    <StepForm
      title={MSG.onboardingWellnessTitle}
      description={
        single ? 'Choose one. There are no wrong answers.' : 'Choose all that apply. There are no wrong answers.'
      }
      onSubmit={(e) => {
        e.preventDefault();
        submit(answers);
      }}
      actions={
        <>
          <SubmitButton loading={pending}>{submitLabel}</SubmitButton>
          <Button
            variant="subtle"
            color="warmGray.8"
            fullWidth
            disabled={pending}
            onClick={() => {
              setAnswers([]);
              submit([]);
            }}
          >
            Skip
          </Button>
        </>
      }
    >
      {question.choices.length === 0 ? (
        <Stack gap={4} py="lg" ta="center">
          <Text fw={600}>{question.question}</Text>
          <Text c="warmGray.7">{MSG.onboardingNoData}</Text>
        </Stack>
      ) : single ? (
        <Radio.Group
          errorProps={ALERT}
          label={question.question}
          value={answers[0] ?? null}
          onChange={(v) => {
            setAnswers([v]);
            setError(null);
          }}
          error={error}
          styles={labelStyles}
        >
          <Stack gap="sm">
            {question.choices.map((c) => (
              <Radio.Card key={c._id} value={c._id} radius="md" p="md" aria-label={c.text}>
                <Group wrap="nowrap" gap="md">
                  <Radio.Indicator />
                  <Text>{c.text}</Text>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Checkbox.Group
          errorProps={ALERT}
          label={question.question}
          value={answers}
          onChange={(v) => {
            setAnswers(v);
            setError(null);
          }}
          error={error}
          styles={labelStyles}
        >
          <Stack gap="sm">
            {question.choices.map((c) => (
              <Checkbox.Card key={c._id} value={c._id} radius="md" p="md" aria-label={c.text}>
                <Group wrap="nowrap" gap="md">
                  <Checkbox.Indicator />
                  <Text>{c.text}</Text>
                </Group>
              </Checkbox.Card>
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {error && question.choices.length === 0 && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </StepForm>
  );
}
