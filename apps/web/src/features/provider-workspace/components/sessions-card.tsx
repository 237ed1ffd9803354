import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ConsultationDetails, SessionSummary } from '@sahaj/contract';
import { Link } from 'react-router';
import { workspacePaths } from '../lib/paths';
import { NoteStatusBadge } from './note-status-badge';
import { sessionTime } from './session-time';

/** Past sessions (each with its note) and upcoming ones. */
export function SessionsCard({ details, zone }: { details: ConsultationDetails; zone: string }) {
  const patientId = details.profile._id;
  return (
    <Stack gap="lg">
      <Card padding="lg" component="section" aria-labelledby="past-sessions-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="past-sessions-title">
            Past sessions and notes
          </Title>
          {details.sessions.past.length === 0 ? (
            <Text size="sm" c="dimmed">
              No session has taken place yet. A note can be written once the session has started.
            </Text>
          ) : (
            <SessionList
              sessions={details.sessions.past}
              zone={zone}
              action={(s) => (
                <Button
                  component={Link}
                  to={workspacePaths.note(patientId, s._id)}
                  variant={s.noteStatus === 'signed' ? 'default' : 'light'}
                  size="xs"
                  aria-label={`${s.noteStatus === 'signed' ? 'Open note' : 'Write note'} for the session on ${sessionTime(s.startTime, zone)}`}
                >
                  {s.noteStatus === 'signed' ? 'Open note' : 'Write note'}
                </Button>
              )}
            />
          )}
        </Stack>
      </Card>
      <Card padding="lg" component="section" aria-labelledby="upcoming-sessions-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="upcoming-sessions-title">
            Upcoming sessions
          </Title>
          {details.sessions.upcoming.length === 0 ? (
            <Text size="sm" c="dimmed">
              Nothing booked yet. You can recommend a follow-up after a session.
            </Text>
          ) : (
            <SessionList sessions={details.sessions.upcoming} zone={zone} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

function SessionList({
  sessions,
  zone,
  action,
}: {
  sessions: SessionSummary[];
  zone: string;
  action?: (s: SessionSummary) => React.ReactNode;
}) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {sessions.map((s) => (
        <Group component="li" key={s._id} justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={500}>{sessionTime(s.startTime, zone)}</Text>
            {s.treatmentName && (
              <Text size="sm" c="dimmed">
                {s.treatmentName}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {action && <NoteStatusBadge status={s.noteStatus} />}
            {action?.(s)}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
