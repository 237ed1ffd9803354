import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import {
  NOTE_SECTION_MAX,
  NOTE_TEMPLATES,
  type NoteFormat,
  type NoteSectionKey,
  type NoteSections,
  type SessionNote,
} from '@sahaj/contract';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSaveSessionNote } from '../api/save-session-note';
import { useAutosave } from '../lib/use-autosave';
import { AutosaveStatus } from './autosave-status';

/** Drafts are saved this long after the therapist stops typing. */
export const NOTE_AUTOSAVE_MS = 1500;

const FORMAT_NAMES: Record<NoteFormat, string> = {
  SOAP: 'SOAP (Subjective, Objective, Assessment, Plan)',
  DAP: 'DAP (Data, Assessment, Plan)',
};

function sectionsOf(note: SessionNote | null, format: NoteFormat): NoteSections {
  const out: NoteSections = {};
  for (const { key } of NOTE_TEMPLATES[format]) out[key] = note?.sections[key] ?? '';
  return out;
}

/**
 * The draft of a session's shared note: SOAP (the spec's) or DAP from the template, saved as the
 * therapist types; 'Sign & lock' (after a confirmation) makes it final and hands the signed note up.
 */
export function NoteEditor({
  appointmentId,
  note,
  zone,
  autosaveMs = NOTE_AUTOSAVE_MS,
  onSigned,
}: {
  appointmentId: string;
  note: SessionNote | null;
  zone: string;
  autosaveMs?: number;
  onSigned: (note: SessionNote) => void;
}) {
  const save = useSaveSessionNote();
  const sign = useSaveSessionNote();
  const [format, setFormat] = useState<NoteFormat>(note?.format ?? 'SOAP');
  const [sections, setSections] = useState<NoteSections>(() => sectionsOf(note, note?.format ?? 'SOAP'));
  const [confirming, setConfirming] = useState(false);
  const draft = draftOf(format, sections);
  const autosave = useAutosave(
    draft,
    (d) => save.mutateAsync({ action: 'draft', appointmentId, format: d.format, sections: d.sections }),
    { delayMs: autosaveMs },
  );
  const hasText = Object.values(sections).some((t) => t?.trim());

  const changeFormat = (next: NoteFormat) => {
    setFormat(next);
    setSections(sectionsOf(null, next));
  };

  const signNow = async () => {
    // The waiting draft is dropped (signing sends the same text) and one on its way lands first.
    await autosave.stop();
    sign.mutate(
      { action: 'sign', appointmentId, format, sections },
      {
        onSuccess: (r) => {
          setConfirming(false);
          notify.success(r.message);
          if (r.note) onSigned(r.note);
        },
        onError: (e) => {
          setConfirming(false);
          notify.error(e);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="note-format-label">
          Note format
        </Text>
        <SegmentedControl
          aria-labelledby="note-format-label"
          value={format}
          onChange={(v) => changeFormat(v as NoteFormat)}
          // The server keeps the format once there is text: so does the editor.
          disabled={hasText}
          data={(['SOAP', 'DAP'] as const).map((f) => ({ value: f, label: f }))}
          w="fit-content"
        />
        <Text size="xs" c="dimmed">
          {FORMAT_NAMES[format]}
          {hasText ? '. The format is kept once the note has text.' : ''}
        </Text>
      </Stack>
      {NOTE_TEMPLATES[format].map(({ key, label, prompt }) => (
        <Textarea
          key={`${format}-${key}`}
          label={label}
          description={prompt}
          autosize
          minRows={3}
          maxLength={NOTE_SECTION_MAX}
          value={sections[key as NoteSectionKey] ?? ''}
          onChange={(e) => {
            const text = e.currentTarget.value;
            setSections((s) => ({ ...s, [key]: text }));
          }}
        />
      ))}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <AutosaveStatus state={autosave} zone={zone} />
        <Button
          leftSection={<IconLock size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
          disabled={!hasText}
          color="sahajCoral.8"
        >
          Sign & lock
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Sign and lock this note?" centered>
        <Stack>
          <Text>
            Once signed, the note cannot be changed or deleted. You can still add dated addenda under your name.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep editing
            </Button>
            <Button loading={sign.isPending} onClick={() => void signNow()}>
              Sign and lock
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** The autosaved value: the format and only its sections. */
function draftOf(format: NoteFormat, sections: NoteSections) {
  const only: NoteSections = {};
  for (const { key } of NOTE_TEMPLATES[format]) only[key] = sections[key] ?? '';
  return { format, sections: only };
}
