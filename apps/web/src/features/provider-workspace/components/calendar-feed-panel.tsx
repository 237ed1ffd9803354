import { Anchor, Button, Card, Group, Modal, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { type CalendarSyncData, formatDateTime } from '@sahaj/contract';
import { IconCalendarShare, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useViewerZone } from '../../auth';
import { useCreateCalendarSync } from '../api/create-calendar-sync';
import { useCalendarSync } from '../api/get-calendar-sync';
import type { CalendarRole } from '../api/keys';
import { useRemoveCalendarSync } from '../api/remove-calendar-sync';
import { LoadError } from './load-error';

const WHAT: Record<CalendarRole, string> = {
  provider:
    'Your sessions in your own calendar app (Google, Apple, Outlook), kept up to date as sessions are booked, moved, cancelled or extended. Events show the patient’s initials only.',
  patient:
    'Your sessions in your own calendar app (Google, Apple, Outlook), kept up to date as they are booked, moved or cancelled.',
};

/** Spec 03 §8: 'Copied to clipboard' or 'Failed to copy'. */
async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success('Copied to clipboard');
  } catch {
    notify.error('Failed to copy');
  }
}

/**
 * The private calendar feed (ICS subscription URL): subscribe, remove, make a new one. The URL is
 * shown once, when made (the server keeps only its hash); a new one stops the old one.
 */
export function CalendarFeedPanel({ role }: { role: CalendarRole }) {
  const zone = useViewerZone();
  const status = useCalendarSync(role);
  const create = useCreateCalendarSync(role);
  const remove = useRemoveCalendarSync(role);
  const [made, setMade] = useState<CalendarSyncData | null>(null);
  const [confirm, setConfirm] = useState<'reissue' | 'remove' | null>(null);

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: (r) => {
        setMade(r);
        setConfirm(null);
        notify.success(r.message);
      },
      onError: (e) => notify.error(e),
    });
  const removeLink = () =>
    remove.mutate(undefined, {
      onSuccess: (r) => {
        setMade(null);
        setConfirm(null);
        notify.success(r.message);
      },
      onError: (e) => notify.error(e),
    });

  return (
    <Card padding="lg" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="md">
        <div>
          <Group gap="xs" wrap="nowrap">
            <IconCalendarShare size={20} aria-hidden />
            <Title order={2} size="h4" id="calendar-feed-title">
              Calendar feed
            </Title>
          </Group>
          <Text size="sm" c="dimmed" mt={2}>
            {WHAT[role]} Calendar apps check a feed every few hours, so booking e-mails keep their calendar invitations.
          </Text>
        </div>
        {status.isPending ? (
          <Skeleton h={40} role="status" aria-label="Loading your calendar feed" />
        ) : status.isError ? (
          <LoadError
            title="Could not load your calendar feed"
            message={status.error.message}
            onRetry={() => status.refetch()}
          />
        ) : (
          <>
            {made && (
              <Stack gap="xs">
                <TextInput
                  label="Your private calendar link"
                  description="Add it in your calendar app as a subscription (“From URL”). Anyone with the link sees your session times: keep it to yourself. It is shown only now."
                  value={made.url}
                  readOnly
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Group gap="sm">
                  <Button leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy(made.url)}>
                    Copy
                  </Button>
                  <Anchor href={made.webcalUrl} size="sm">
                    Open in my calendar app
                  </Anchor>
                </Group>
              </Stack>
            )}
            {status.data.active ? (
              <Stack gap="xs">
                <Text size="sm">
                  Your calendar link is on
                  {status.data.createdAt ? ` since ${formatDateTime(status.data.createdAt, zone)}` : ''}.
                  {status.data.lastFetchedAt
                    ? ` Your calendar app last checked it ${formatDateTime(status.data.lastFetchedAt, zone)}.`
                    : ' No calendar app has read it yet.'}
                </Text>
                <Group gap="sm">
                  <Button variant="default" onClick={() => setConfirm('reissue')}>
                    Make a new link
                  </Button>
                  <Button variant="subtle" color="red" onClick={() => setConfirm('remove')}>
                    Remove link
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Button onClick={makeLink} loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
                Create calendar link
              </Button>
            )}
          </>
        )}
      </Stack>
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'remove' ? 'Remove your calendar link?' : 'Make a new calendar link?'}
        centered
      >
        <Stack>
          <Text>
            {confirm === 'remove'
              ? 'Calendar apps subscribed to it stop getting your sessions.'
              : 'The current link stops working; subscribe again with the new one.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            {confirm === 'remove' ? (
              <Button color="red" loading={remove.isPending} onClick={removeLink}>
                Remove link
              </Button>
            ) : (
              <Button loading={create.isPending} onClick={makeLink}>
                Make a new link
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
