import { Alert, Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface HelplineView {
  name: string;
  number: string;
  alt?: string;
  note?: string;
}

const tel = (n: string) => `tel:${n.replace(/[^\d+]/g, '')}`;

/** A red flag stops the check here: who to call now, nothing else (issue 24, safety before anything else). */
export function EmergencyScreen({
  reasons,
  helplines,
  onBack,
  extra,
}: {
  reasons: string[];
  helplines: readonly HelplineView[];
  onBack: () => void;
  extra?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Alert
        color="red.9"
        variant="filled"
        role="alert"
        title={
          <Title order={2} size="h3">
            Please get help now
          </Title>
        }
      >
        <Text size="sm">
          You told us: {reasons.join('; ')}. This needs help right away, from a person. You are not alone, and help is
          free.
        </Text>
      </Alert>
      <Title order={3} size="h4">
        Call one of these now
      </Title>
      <List spacing="sm" listStyleType="none" ml={0} pl={0}>
        {helplines.map((h) => (
          <List.Item key={`${h.name}-${h.number}`}>
            <Text fw={700}>{h.name}</Text>
            <Anchor href={tel(h.number)} size="lg" fw={700}>
              {h.number}
            </Anchor>
            {h.alt ? (
              <>
                {' or '}
                <Anchor href={tel(h.alt)} size="lg" fw={700}>
                  {h.alt}
                </Anchor>
              </>
            ) : null}
            {h.note ? (
              <Text size="sm" c="dimmed">
                {h.note}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
      <Text size="sm">If you are with someone you trust, tell them now, and do not stay alone.</Text>
      {extra}
      <Button variant="default" onClick={onBack} w={{ base: '100%', xs: 'auto' }}>
        I ticked this by mistake
      </Button>
    </Stack>
  );
}
