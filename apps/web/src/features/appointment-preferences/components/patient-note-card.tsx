import { Card, Text, Title } from '@mantine/core';
import { usePatientNote } from '../api/preferences';

/** The therapist's view of the patient's note for this session; nothing when there is none. */
export function PatientNoteCard({ appointmentId }: { appointmentId: string }) {
  const note = usePatientNote(appointmentId);
  if (!note.data?.noteForTherapist) return null;
  return (
    <Card padding="lg" component="section" aria-labelledby="patient-note">
      <Title order={2} size="h4" id="patient-note">
        Note from your patient
      </Title>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
        {note.data.noteForTherapist}
      </Text>
    </Card>
  );
}
