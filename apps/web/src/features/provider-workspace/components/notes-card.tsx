import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ConsultationDetails, formatDateTime, NOTE_TEMPLATES } from '@sahaj/contract';
import { Link } from 'react-router';
import { workspacePaths } from '../lib/paths';
import { NoteStatusBadge } from './note-status-badge';

/** My notes on this patient, newest session first: the first words of each section and a link to the note. */
export function NotesCard({ details, zone }: { details: ConsultationDetails; zone: string }) {
  return (
    <Card padding="lg" component="section" aria-labelledby="notes-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="notes-title">
          Session notes
        </Title>
        {details.soapNotes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No notes yet. Open a past session to write one.
          </Text>
        ) : (
          <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {details.soapNotes.map((n) => (
              <Stack component="li" key={n._id} gap={4}>
                <Group gap="xs" wrap="wrap">
                  <Anchor component={Link} to={workspacePaths.note(details.profile._id, n.appointmentId)} fw={600}>
                    {n.format} note · session of {formatDateTime(n.session.startTime, zone)}
                  </Anchor>
                  <NoteStatusBadge status={n.status} />
                </Group>
                {NOTE_TEMPLATES[n.format].map(({ key, label }) =>
                  n.sections[key] ? (
                    <Text key={key} size="sm" lineClamp={2}>
                      <b>{label}:</b> {n.sections[key]}
                    </Text>
                  ) : null,
                )}
                {n.signedAt && n.signedBy && (
                  <Text size="xs" c="dimmed">
                    Signed by {n.signedBy.name} on {formatDateTime(n.signedAt, zone)}
                    {n.addenda.length > 0 ? ` · ${n.addenda.length} addendum${n.addenda.length === 1 ? '' : 'a'}` : ''}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
