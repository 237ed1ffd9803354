import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import type { SymptomItem } from '@sahaj/contract';
import { useState } from 'react';

export type Answer = 'yes' | 'no' | 'unsure';

/** The proposed symptoms as yes / no / not sure: each answer separates what might fit. */
export function QuestionsStep({
  questions,
  busy,
  onBack,
  onDone,
}: {
  questions: SymptomItem[];
  busy: boolean;
  onBack: () => void;
  onDone: (answers: Record<number, Answer>) => void;
}) {
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        A few more questions
      </Title>
      <Text c="dimmed" size="sm">
        Do you also have any of these? “Not sure” is fine.
      </Text>
      {questions.map((q) => (
        <Radio.Group
          key={q.ID}
          label={q.Name}
          value={answers[q.ID] ?? null}
          onChange={(v) => setAnswers((a) => ({ ...a, [q.ID]: v as Answer }))}
        >
          <Group mt={6} gap="lg">
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
            <Radio value="unsure" label="Not sure" />
          </Group>
        </Radio.Group>
      ))}
      <Group>
        <Button variant="default" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button onClick={() => onDone(answers)} loading={busy}>
          See results
        </Button>
      </Group>
    </Stack>
  );
}
