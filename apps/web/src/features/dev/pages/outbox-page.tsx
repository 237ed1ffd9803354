import { Alert, Badge, Card, Container, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatDateTime, SEARCH_DEBOUNCE_MS } from '@sahaj/contract';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/notify';
import { useViewerZone } from '../../auth';
import { useOutbox } from '../api/outbox';

const channelColor = { sms: 'blue', whatsapp: 'green', email: 'grape' } as const;

/** Development outbox: every SMS, WhatsApp and e-mail the app "sent", newest first. */
export function OutboxPage() {
  const [to, setTo] = useState('');
  const [debounced] = useDebouncedValue(to.trim(), SEARCH_DEBOUNCE_MS);
  const query = useOutbox(debounced);
  const zone = useViewerZone();

  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Outbox</Title>
          <Text c="dimmed">
            Development only: messages Sahaj would send by SMS, WhatsApp or e-mail are kept here instead. Refreshes
            every few seconds.
          </Text>
        </div>
        <TextInput
          label="Recipient"
          description="A phone number (+91 9876543210) or an e-mail address"
          placeholder="Show messages to…"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
        {query.isPending && (
          <Stack aria-busy="true" role="status" aria-label="Loading messages">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={96} radius="lg" />
            ))}
          </Stack>
        )}
        {query.isError && <Alert color="red">{errorMessage(query.error)}</Alert>}
        {query.data && query.data.messages.length === 0 && (
          <EmptyState
            minHeight="30vh"
            title="No messages yet"
            hint="Sign up or ask for a code, and the message will show here."
          />
        )}
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }} aria-label="Messages">
          {query.data?.messages.map((m) => (
            <Card component="li" key={m.id} padding="md">
              <Group justify="space-between" wrap="wrap" gap="xs" mb={4}>
                <Group gap="xs">
                  {/* dark text beside a coloured dot: green text on a green tint read at 3.8:1 */}
                  <Badge color={channelColor[m.channel]} variant="dot">
                    {m.channel}
                  </Badge>
                  <Text fw={600} style={{ wordBreak: 'break-all' }}>
                    {m.to}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDateTime(m.createdAt, zone)}
                </Text>
              </Group>
              {m.subject && <Text fw={500}>{m.subject}</Text>}
              <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{m.body}</Text>
            </Card>
          ))}
        </Stack>
      </Stack>
    </Container>
  );
}
