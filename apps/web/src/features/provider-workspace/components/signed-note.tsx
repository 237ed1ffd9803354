import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDateTime, NOTE_SECTION_MAX, NOTE_TEMPLATES, type SessionNote } from '@sahaj/contract';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSaveSessionNote } from '../api/save-session-note';

/** A signed note, read only, with its addenda (dated, attributed) and 'Add addendum'. */
export function SignedNote({
  note,
  zone,
  onChanged,
}: {
  note: SessionNote;
  zone: string;
  onChanged: (note: SessionNote) => void;
}) {
  const add = useSaveSessionNote();
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!text.trim()) {
      setError('Write the addendum');
      return;
    }
    add.mutate(
      { action: 'addendum', appointmentId: note.appointmentId, text },
      {
        onSuccess: (r) => {
          notify.success(r.message);
          setText('');
          setWriting(false);
          setError(null);
          if (r.note) onChanged(r.note);
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <Stack gap="md">
      <Alert variant="light" color="teal" icon={<IconLock size={18} aria-hidden />} title="Signed and locked">
        {note.signedBy ? `Signed by ${note.signedBy.name}` : 'Signed'}
        {note.signedAt ? ` on ${formatDateTime(note.signedAt, zone)}` : ''}. It can no longer be changed; add an
        addendum to correct or complete it.
      </Alert>
      {NOTE_TEMPLATES[note.format].map(({ key, label }) => (
        <Stack key={key} gap={2}>
          <Title order={3} size="h5">
            {label}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }} c={note.sections[key] ? undefined : 'dimmed'}>
            {note.sections[key] || 'Nothing written'}
          </Text>
        </Stack>
      ))}
      <Stack gap="sm" component="section" aria-labelledby="addenda-title">
        <Title order={3} size="h4" id="addenda-title">
          Addenda
        </Title>
        {note.addenda.length === 0 && (
          <Text size="sm" c="dimmed">
            No addenda.
          </Text>
        )}
        {note.addenda.map((a) => (
          <Card
            key={a._id}
            padding="sm"
            withBorder
            component="article"
            aria-label={`Addendum of ${formatDateTime(a.createdAt, zone)}`}
          >
            <Text size="xs" c="dimmed">
              {formatDateTime(a.createdAt, zone)} · {a.author.name}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{a.text}</Text>
          </Card>
        ))}
        {writing ? (
          <Stack gap="xs">
            <Textarea
              label="Addendum"
              description="Dated and signed with your name when added; it cannot be changed afterwards."
              autosize
              minRows={3}
              maxLength={NOTE_SECTION_MAX}
              value={text}
              error={error}
              onChange={(e) => setText(e.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setWriting(false)}>
                Cancel
              </Button>
              <Button loading={add.isPending} onClick={submit}>
                Add addendum
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setWriting(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            Add addendum
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
