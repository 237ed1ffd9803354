import { ActionIcon, Box, Button, Center, Group, Indicator, Loader, Stack, Text } from '@mantine/core';
import { addDays, dayOfInstant, formatDayOrdinal, type IsoDay, MSG, todayIn } from '@sahaj/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { LoadError } from '../../../components/load-error';
import { useViewerZone } from '../../auth';
import { TherapistAvatar } from '../../discovery';
import { type ShownMessage, useConversation } from '../lib/use-conversation';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';

/** 'Today', 'Yesterday', else the spec's long date ('13th March, 2025'), in the viewer's zone. */
export function dayLabel(day: IsoDay, zone: string, now = new Date()): string {
  const today = todayIn(zone, now);
  if (day === today) return 'Today';
  if (day === addDays(today, -1)) return 'Yesterday';
  return formatDayOrdinal(day);
}

function DaySeparator({ label }: { label: string }) {
  return (
    <Group gap="sm" my="sm" wrap="nowrap" role="separator" aria-label={label}>
      <Box style={{ flex: 1, height: 1, background: 'var(--mantine-color-gray-3)' }} />
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Box style={{ flex: 1, height: 1, background: 'var(--mantine-color-gray-3)' }} />
    </Group>
  );
}

function TypingDots({ name }: { name: string }) {
  return (
    <Text size="sm" c="sahajTeal.8" aria-live="polite" data-testid="typing-indicator">
      {name} is typing…
    </Text>
  );
}

/**
 * One conversation with the other person (a patient's therapist or a therapist's patient): header
 * with the online dot and typing indicator, the messages with day separators (older pages on
 * request), and the composer. The call window embeds it with `compact`.
 */
export function ConversationPanel({
  otherUserId,
  compact,
  onBack,
}: {
  otherUserId: string;
  compact?: boolean;
  onBack?: () => void;
}) {
  const c = useConversation(otherUserId);
  const zone = useViewerZone();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const firstKey = useRef<string | undefined>(undefined);
  const name = c.conversation?.fullName ?? '';

  // Stay at the bottom for new messages (unless the person scrolled up); keep the place when older ones load.
  const lastId = c.messages.at(-1)?._id;
  const firstId = c.messages[0]?._id;
  const prevHeight = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first or last message or the typing line changes
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (firstKey.current && firstId !== firstKey.current && prevHeight.current) {
      el.scrollTop += el.scrollHeight - prevHeight.current;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    firstKey.current = firstId;
    prevHeight.current = el.scrollHeight;
  }, [firstId, lastId, c.typing]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new conversation starts at the bottom
  useEffect(() => {
    atBottom.current = true;
    firstKey.current = undefined;
  }, [otherUserId]);

  if (c.history.isError) {
    return (
      <Center h="100%" p="lg">
        <LoadError error={c.history.error} onRetry={() => c.history.refetch()} />
      </Center>
    );
  }

  let lastDay: string | undefined;
  return (
    <Stack
      gap={0}
      h="100%"
      mih={0}
      aria-label={name ? `Conversation with ${name}` : 'Conversation'}
      component="section"
    >
      <Group
        gap="sm"
        px={compact ? 'sm' : 'md'}
        py="sm"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        {onBack ? (
          <ActionIcon variant="subtle" size={44} radius="xl" onClick={onBack} aria-label="Back to conversations">
            <IconArrowLeft size={22} aria-hidden />
          </ActionIcon>
        ) : null}
        <Indicator
          color={c.online ? 'green.7' : 'gray.5'}
          position="bottom-end"
          offset={5}
          size={12}
          withBorder
          disabled={!c.conversation}
        >
          <TherapistAvatar src={c.conversation?.profilePic} name={name || '?'} size={compact ? 36 : 44} />
        </Indicator>
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Text component="h2" fw={650} size={compact ? 'md' : 'lg'} truncate="end" lh={1.3}>
            {name || '\u00a0'}
          </Text>
          {c.typing ? (
            <TypingDots name={name.split(' ')[0] || name} />
          ) : (
            <Text size="sm" c="dimmed" data-testid="online-status">
              {c.conversation ? (c.online ? 'Online' : 'Offline') : '\u00a0'}
            </Text>
          )}
        </Box>
      </Group>

      <Box
        ref={scroller}
        px={compact ? 'sm' : 'md'}
        py="sm"
        style={{ flex: 1, overflowY: 'auto', minHeight: 0, background: 'var(--mantine-color-gray-0)' }}
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
        tabIndex={0}
        aria-label="Messages"
        role="log"
      >
        {c.history.isPending ? (
          <Center h="100%">
            <Loader role="status" aria-label="Loading messages" />
          </Center>
        ) : (
          <>
            {c.history.hasNextPage ? (
              <Center mb="sm">
                <Button
                  variant="light"
                  size="compact-sm"
                  loading={c.history.isFetchingNextPage}
                  onClick={() => c.history.fetchNextPage()}
                >
                  Load earlier messages
                </Button>
              </Center>
            ) : null}
            {c.messages.length === 0 ? (
              <Center h="80%">
                <Text c="dimmed" ta="center" maw={320}>
                  No messages yet. Say hello to {name || 'them'}.
                </Text>
              </Center>
            ) : null}
            {c.messages.map((m: ShownMessage) => {
              const day = dayOfInstant(new Date(m.createdAt), zone);
              const separator = day !== lastDay ? dayLabel(day, zone) : undefined;
              lastDay = day;
              return (
                <Fragment key={m.clientId && m.senderId === c.me ? `c:${m.clientId}` : m._id}>
                  {separator ? <DaySeparator label={separator} /> : null}
                  <MessageBubble m={m} mine={m.senderId === c.me} zone={zone} onRetry={c.retry} />
                </Fragment>
              );
            })}
          </>
        )}
      </Box>

      {c.conversation?.closed ? (
        // The other person deleted their account: the talk stays to read, with no box to write in (issue 20 #11).
        <Text size="sm" c="dimmed" p="md" role="note" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          {MSG.chatClosed}
        </Text>
      ) : (
        <Composer
          otherUserId={otherUserId}
          otherName={name || 'them'}
          disabled={!c.conversation}
          onSend={c.sendText}
          onFile={c.sendAttachment}
          onTyped={c.onTyped}
          onStopTyping={c.stopTyping}
        />
      )}
    </Stack>
  );
}
