import { Alert, Anchor, Button, List, Stack, Text, Title } from '@mantine/core';
import { type CountryHelplines, telLink } from '@sahaj/contract';

/** A red flag stops the check here: who to call now, nothing else (issue 24, safety before anything else). */
export function EmergencyScreen({
  reasons,
  help,
  onBack,
}: {
  reasons: string[];
  /** The lines for the person's country (helplinesFor), or the international ones. */
  help: CountryHelplines & { international: boolean };
  onBack: () => void;
}) {
  return (
    <Stack gap="md">
      <Alert
        color="red.9"
        variant="filled"
        role="alert"
        title={
          <Title order={2} size="h3" c="white">
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
        {help.international ? 'Find a helpline near you now' : `Call one of these now (${help.country})`}
      </Title>
      <List spacing="sm" listStyleType="none" ml={0} pl={0}>
        {help.lines.map((h) => (
          <List.Item key={`${h.name}-${h.number ?? h.url}`}>
            <Text fw={700}>{h.name}</Text>
            {h.number ? (
              <Anchor href={telLink(h.number)} size="lg" fw={700}>
                {h.number}
              </Anchor>
            ) : null}
            {h.alt ? (
              <>
                {' or '}
                <Anchor href={telLink(h.alt)} size="lg" fw={700}>
                  {h.alt}
                </Anchor>
              </>
            ) : null}
            {h.url ? (
              <Anchor href={h.url} target="_blank" rel="noreferrer" size="lg" fw={700}>
                {h.url.replace(/^https?:\/\//, '')}
              </Anchor>
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
      <Button variant="default" onClick={onBack} w={{ base: '100%', xs: 'auto' }}>
        I ticked this by mistake
      </Button>
    </Stack>
  );
}
