import { Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { NOTE_SECTION_MAX, type PrivateNote } from '@sahaj/contract';
import { IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useSaveSessionNote } from '../api/save-session-note';
import { useAutosave } from '../lib/use-autosave';
import { AutosaveStatus } from './autosave-status';
import { NOTE_AUTOSAVE_MS } from './note-editor';

/**
 * The psychotherapy note: the therapist's own working notes, kept apart from the shared note —
 * never shown to the patient, never in their data export, never shared with an employer.
 */
export function PrivateNoteCard({
  appointmentId,
  note,
  zone,
  autosaveMs = NOTE_AUTOSAVE_MS,
}: {
  appointmentId: string;
  note: PrivateNote | null;
  zone: string;
  autosaveMs?: number;
}) {
  const save = useSaveSessionNote();
  const [text, setText] = useState(note?.text ?? '');
  const autosave = useAutosave(text, (t) => save.mutateAsync({ action: 'private', appointmentId, text: t }), {
    delayMs: autosaveMs,
  });
  return (
    <Card
      padding="lg"
      component="section"
      aria-labelledby="private-note-title"
      bg="warmGray.1"
      style={{ borderStyle: 'dashed' }}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconEyeOff size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Title order={2} size="h4" id="private-note-title">
            Private psychotherapy note — only you can see this
          </Title>
        </Group>
        <Text size="sm">
          Kept apart from the session note: never shown to the patient, never in their data export, never shared with an
          employer. It is not signed and stays editable.
        </Text>
        <Textarea
          label="Private note"
          autosize
          minRows={3}
          maxLength={NOTE_SECTION_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <AutosaveStatus state={autosave} zone={zone} />
      </Stack>
    </Card>
  );
}
