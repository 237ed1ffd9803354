import { Button, Card, Group, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { NOTE_FOR_THERAPIST_MAX } from '@sahaj/contract';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSaveSessionPreferences, useSessionPreferences } from '../api/preferences';

/** The patient's choices for one upcoming session: its reminders, and a note the therapist reads before it. */
export function SessionPreferencesCard({ appointmentId }: { appointmentId: string }) {
  const prefs = useSessionPreferences(appointmentId);
  const save = useSaveSessionPreferences();
  const [note, setNote] = useState('');
  useEffect(() => {
    if (prefs.data) setNote(prefs.data.noteForTherapist ?? '');
  }, [prefs.data]);
  const saved = prefs.data?.noteForTherapist ?? '';
  return (
    <Card padding="lg" component="section" aria-labelledby="before-session">
      <Stack gap="sm">
        <Title order={2} size="h4" id="before-session">
          Before your session
        </Title>
        <Switch
          label="Remind me of this session"
          description="24 hours and 15 minutes before it starts"
          checked={prefs.data?.reminders ?? true}
          disabled={!prefs.data || save.isPending}
          onChange={(e) =>
            save.mutate(
              { appointmentId, reminders: e.currentTarget.checked },
              { onSuccess: (r) => notify.success(r.message), onError: (err) => notify.error(err) },
            )
          }
        />
        <Textarea
          label="A note for your therapist"
          description="What you would like to talk about. Only your therapist for this session reads it."
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={NOTE_FOR_THERAPIST_MAX}
          autosize
          minRows={3}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {note.length} / {NOTE_FOR_THERAPIST_MAX}
          </Text>
          <Button
            variant="default"
            disabled={note.trim() === saved.trim()}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { appointmentId, noteForTherapist: note },
                { onSuccess: (r) => notify.success(r.message), onError: (err) => notify.error(err) },
              )
            }
          >
            Save note
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
