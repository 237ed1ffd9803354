import { Anchor, Box, Button, Group, Progress, Skeleton, Text } from '@mantine/core';
import { formatClock, shortenFileName } from '@sahaj/contract';
import { IconAlertCircle, IconCheck, IconChecks, IconClock, IconFileTypePdf } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { openAuthorisedFile, useAuthorisedFileUrl } from '../../../lib/authorised-file';
import { notify } from '../../../lib/notify';
import type { ShownMessage } from '../lib/use-conversation';

const S = {
  row: (mine: boolean) =>
    ({
      display: 'flex',
      flexDirection: 'column',
      alignItems: mine ? 'flex-end' : 'flex-start',
      padding: '2px 0',
    }) as const,
  bubble: (mine: boolean) =>
    ({
      maxWidth: 'min(78%, 520px)',
      padding: '8px 12px',
      borderRadius: mine ? '16px 16px 4px 16px' : '16px 16px 16px 4px',
      background: mine ? 'var(--mantine-color-sahajTeal-0)' : 'var(--mantine-color-body)',
      border: `1px solid ${mine ? 'var(--mantine-color-sahajTeal-2)' : 'var(--mantine-color-gray-3)'}`,
      minWidth: 0,
    }) as const,
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'break-word' } as const,
  image: {
    display: 'block',
    maxWidth: '100%',
    width: 'auto',
    height: 'auto',
    maxHeight: 240,
    borderRadius: 10,
  } as const,
  mark: { color: 'var(--mantine-color-dimmed)', flex: 'none' } as const,
  seen: { color: 'var(--mantine-color-sahajTeal-7)', flex: 'none' } as const,
};

/** Sent / delivered / seen, or on its way, for the sender's own messages. */
function Mark({ m }: { m: ShownMessage }) {
  if (m.pending === 'sending') return <IconClock size={14} aria-label="Sending" role="img" style={S.mark} />;
  if (m.pending === 'failed') return null;
  if (m.seenAt) return <IconChecks size={16} aria-label="Seen" role="img" style={S.seen} />;
  if (m.deliveredAt) return <IconChecks size={16} aria-label="Delivered" role="img" style={S.mark} />;
  return <IconCheck size={16} aria-label="Sent" role="img" style={S.mark} />;
}

function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A picture sent in the chat: the file needs the sign-in token, so it comes through the API client
 * as a blob URL (the sender's own copy shows from memory while it uploads).
 */
function ChatPicture({ m, url, name }: { m: ShownMessage; url: string | undefined; name: string }) {
  const stored = useAuthorisedFileUrl(m.localUrl ? null : url);
  const src = m.localUrl ?? stored.data;
  const size = { width: m.file?.width ?? undefined, height: m.file?.height ?? undefined };
  if (!src) {
    return stored.isError ? (
      <Text size="sm" c="dimmed">
        {name}
      </Text>
    ) : (
      <Skeleton w={Math.min(size.width ?? 160, 240)} h={Math.min(size.height ?? 120, 240)} radius={10} />
    );
  }
  return (
    <Anchor href={src} target="_blank" rel="noopener">
      <img src={src} alt={`Picture: ${name}`} style={S.image} {...size} loading="lazy" />
    </Anchor>
  );
}

/**
 * One message. Text is rendered as text (React escapes it; never as HTML), keeping its line breaks.
 * Pictures show as a preview that opens the full file; PDFs as a chip with the spec's cut name.
 */
export function MessageBubble({
  m,
  mine,
  zone,
  onRetry,
}: {
  m: ShownMessage;
  mine: boolean;
  zone: string;
  onRetry?: (m: ShownMessage) => void;
}) {
  const url = m.file?.url;
  const name = m.file?.fileName ?? m.msg;
  return (
    <Box style={S.row(mine)} data-mine={mine || undefined} data-testid="chat-message">
      <Box style={S.bubble(mine)}>
        {m.chatType === 'image' ? (
          url || m.localUrl ? (
            <ChatPicture m={m} url={url} name={name} />
          ) : null
        ) : m.chatType === 'pdf' ? (
          <Button
            component="a"
            href={url}
            target="_blank"
            rel="noopener"
            onClick={(e: MouseEvent) => {
              // The file needs the sign-in token: fetched through the API client, shown from a blob.
              e.preventDefault();
              if (url) openAuthorisedFile(url).catch((err: unknown) => notify.error(err));
            }}
            variant="default"
            radius="xl"
            size="sm"
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
            aria-label={`PDF: ${name}`}
            maw="100%"
            data-disabled={!url || undefined}
          >
            {shortenFileName(name)}
            {m.file ? (
              <Text span size="xs" c="dimmed" ml={6}>
                {sizeLabel(m.file.size)}
              </Text>
            ) : null}
          </Button>
        ) : (
          <Text style={S.text}>{m.msg}</Text>
        )}
        {m.pending === 'sending' && m.progress !== undefined && m.chatType !== 'text' ? (
          <Progress value={m.progress} size="sm" mt={6} aria-label="Upload progress" />
        ) : null}
        <Group gap={4} justify="flex-end" wrap="nowrap" mt={2}>
          <Text size="xs" c="dimmed">
            {formatClock(new Date(m.createdAt), zone)}
          </Text>
          {mine ? <Mark m={m} /> : null}
        </Group>
      </Box>
      {m.pending === 'failed' ? (
        <Group gap={6} justify="flex-end" mt={2}>
          <IconAlertCircle size={14} aria-hidden color="var(--mantine-color-red-8)" />
          <Text size="xs" c="red.9">
            Not sent
          </Text>
          <Button variant="subtle" size="compact-xs" onClick={() => onRetry?.(m)}>
            Retry
          </Button>
        </Group>
      ) : null}
    </Box>
  );
}
