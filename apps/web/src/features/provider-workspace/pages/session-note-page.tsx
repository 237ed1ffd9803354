import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, MSG, type SessionNote } from '@sahaj/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useViewerZone } from '../../auth';
import { useSessionNote } from '../api/get-session-note';
import { LoadError } from '../components/load-error';
import { NoteEditor } from '../components/note-editor';
import { PrivateNoteCard } from '../components/private-note';
import { SignedNote } from '../components/signed-note';
import { workspacePaths } from '../lib/paths';

/** patients/{patientId}/notes/{appointmentId}: one session's note (draft → signed → addenda) and my private note. */
export function SessionNotePage() {
  const { patientId = '', appointmentId = '' } = useParams();
  const zone = useViewerZone();
  const data = useSessionNote(appointmentId);
  // The latest note this screen knows: from the read, then from each sign or addendum.
  const [changed, setChanged] = useState<SessionNote | null>(null);

  const back = (
    <Anchor component={Link} to={workspacePaths.patient(patientId)} size="sm" style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden /> Back to the patient
      </Group>
    </Anchor>
  );
  if (data.isPending)
    return (
      <Stack gap="lg" role="status" aria-label="Loading the note">
        {back}
        <Skeleton h={40} w="60%" />
        <Skeleton h={320} radius="lg" />
      </Stack>
    );
  if (data.isError)
    return (
      <Stack gap="lg">
        {back}
        <Title order={1}>Session note</Title>
        <LoadError title="Could not load the note" message={data.error.message} onRetry={() => data.refetch()} />
      </Stack>
    );

  const { session, patient, privateNote } = data.data;
  const note = changed ?? data.data.note;
  const started = Date.parse(session.startTime) <= Date.now();
  return (
    <Stack gap="lg" maw={860}>
      {back}
      <Stack gap={2}>
        <Title order={1}>Session note</Title>
        <Text c="dimmed">
          {patient.name} · {formatDateTime(session.startTime, zone)}
          {session.treatmentName ? ` · ${session.treatmentName}` : ''}
        </Text>
      </Stack>
      <Card padding="lg" component="section" aria-label="Session note">
        {note?.status === 'signed' ? (
          <SignedNote note={note} zone={zone} onChanged={setChanged} />
        ) : started ? (
          <NoteEditor appointmentId={appointmentId} note={note} zone={zone} onSigned={setChanged} />
        ) : (
          <Alert variant="light" color="blue" title={MSG.noteSessionNotStarted}>
            The session starts {formatDateTime(session.startTime, zone)}.
          </Alert>
        )}
      </Card>
      <PrivateNoteCard appointmentId={appointmentId} note={privateNote} zone={zone} />
    </Stack>
  );
}
