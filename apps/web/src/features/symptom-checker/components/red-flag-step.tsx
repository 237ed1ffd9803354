import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { SymptomItem } from '@sahaj/contract';
import { useState } from 'react';

/**
 * Safety first (issue 24): the red-flag questions come before anything else. Ticking any one and
 * going on opens the emergency screen; "None of these" goes on to the check.
 */
export function RedFlagStep({
  flags,
  onFlagged,
  onClear,
}: {
  flags: SymptomItem[];
  onFlagged: (ids: number[]) => void;
  onClear: () => void;
}) {
  const [ticked, setTicked] = useState<string[]>([]);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        First, is any of these happening to you now?
      </Title>
      <Text c="dimmed" size="sm">
        These need help straight away, so we ask about them before anything else.
      </Text>
      <Checkbox.Group value={ticked} onChange={setTicked} label="Tick any that apply" aria-describedby="red-flag-help">
        <Stack gap="xs" mt="xs">
          {flags.map((f) => (
            <Checkbox key={f.ID} value={String(f.ID)} label={f.Name} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Text id="red-flag-help" size="xs" c="dimmed">
        Your answers are not stored.
      </Text>
      <Group>
        {ticked.length > 0 ? (
          <Button color="red.9" onClick={() => onFlagged(ticked.map(Number))}>
            Continue
          </Button>
        ) : (
          <Button onClick={onClear}>None of these – continue</Button>
        )}
      </Group>
    </Stack>
  );
}
