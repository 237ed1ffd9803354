import { Alert, Anchor, List, Skeleton, Text } from '@mantine/core';
import { type Helpline, helplinesFor, telLink } from '@sahaj/contract';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useAccountStatus } from '../../account';

/**
 * Shown when PHQ-9 item 9 (thoughts of death or self-harm) is answered above 'Not at all'. The lines
 * are those of the country on the person's profile (issue 20 #6: a patient in London was shown only
 * Indian numbers); a country not in the table, or a profile that cannot be read, gets the
 * international fallback rather than nothing.
 */
export function CrisisNote() {
  const account = useAccountStatus();
  const help = helplinesFor(account.data?.data.countryCode);
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
        someone now can help — these lines are free and open day and night
        {help.international ? '' : ` in ${help.country}`}:
      </Text>
      {account.isPending ? (
        <Skeleton height={48} role="status" aria-label="Finding the helplines for your country" />
      ) : (
        <List size="sm" spacing={4}>
          {help.lines.map((h) => (
            <List.Item key={h.name}>
              <HelplineText line={h} />
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm" mt="xs">
        You can also share this result with your therapist so they can support you.
      </Text>
    </Alert>
  );
}

function HelplineText({ line: h }: { line: Helpline }) {
  return (
    <>
      <Text span fw={600}>
        {h.name}
      </Text>{' '}
      {h.number && <Anchor href={telLink(h.number)}>{h.number}</Anchor>}
      {h.alt && (
        <>
          {' '}
          or <Anchor href={telLink(h.alt)}>{h.alt}</Anchor>
        </>
      )}
      {h.url && (
        <Anchor href={h.url} target="_blank" rel="noreferrer">
          {h.url.replace(/^https:\/\//, '')}
        </Anchor>
      )}{' '}
      <Text span c="dimmed">
        — {h.note}
      </Text>
    </>
  );
}
