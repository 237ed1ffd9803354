import { Alert, Anchor, List, Text } from '@mantine/core';
import { CRISIS_HELPLINES } from '@sahaj/contract';
import { IconHeartHandshake } from '@tabler/icons-react';

/** Shown when PHQ-9 item 9 (thoughts of death or self-harm) is answered above 'Not at all'. */
export function CrisisNote() {
  return (
    <Alert
      color="grape"
      variant="outline"
      styles={{
        title: { color: 'var(--mantine-color-text)' },
        message: { color: 'var(--mantine-color-text)' },
        icon: { color: 'var(--mantine-color-grape-8)' },
      }}
      icon={<IconHeartHandshake aria-hidden />}
      title="You don't have to carry this alone"
      role="note"
      ta="left"
    >
      <Text size="sm" mb="xs">
        You mentioned thoughts of being better off dead or of hurting yourself. That can feel very heavy. Talking to
        someone now can help — these lines are free and open day and night:
      </Text>
      <List size="sm" spacing={4}>
        {CRISIS_HELPLINES.map((h) => (
          <List.Item key={h.name}>
            <Text span fw={600}>
              {h.name}
            </Text>{' '}
            <Anchor href={`tel:${h.number.replace(/-/g, '')}`}>{h.number}</Anchor>
            {'alt' in h && h.alt ? (
              <>
                {' '}
                or <Anchor href={`tel:${h.alt.replace(/-/g, '')}`}>{h.alt}</Anchor>
              </>
            ) : null}{' '}
            <Text span c="dimmed">
              — {h.note}
            </Text>
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        You can also share this result with your therapist so they can support you.
      </Text>
    </Alert>
  );
}
