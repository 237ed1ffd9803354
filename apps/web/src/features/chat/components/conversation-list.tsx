import { Badge, Box, Group, Indicator, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type ChatConversation, dayOfInstant, formatClock, formatDay, todayIn } from '@sahaj/contract';
import { TherapistAvatar } from '../../discovery';

function when(at: string | null, zone: string): string {
  if (!at) return '';
  const d = new Date(at);
  return dayOfInstant(d, zone) === todayIn(zone) ? formatClock(d, zone) : formatDay(dayOfInstant(d, zone));
}

function preview(c: ChatConversation, me: string): string {
  if (!c.lastMessage && !c.lastChatType) return 'No messages yet';
  const text =
    c.lastChatType === 'image'
      ? 'Picture'
      : c.lastChatType === 'pdf'
        ? `PDF: ${c.lastMessage ?? ''}`
        : (c.lastMessage ?? '');
  return c.lastSenderId === me ? `You: ${text}` : text;
}

/** The conversation list: the other person, the online dot, a preview, the last time and the unread count. */
export function ConversationList({
  conversations,
  selected,
  me,
  zone,
  onSelect,
}: {
  conversations: ChatConversation[];
  selected?: string | null;
  me: string;
  zone: string;
  onSelect: (otherUserId: string) => void;
}) {
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Conversations">
      {conversations.map((c) => {
        const current = c.otherUserId === selected;
        return (
          <Box component="li" key={c.roomId}>
            <UnstyledButton
              onClick={() => onSelect(c.otherUserId)}
              aria-current={current ? 'true' : undefined}
              w="100%"
              px="md"
              py="sm"
              style={{
                display: 'block',
                background: current ? 'var(--mantine-color-sahajTeal-0)' : undefined,
                borderBottom: '1px solid var(--mantine-color-gray-2)',
              }}
              data-testid="conversation"
            >
              <Group gap="sm" wrap="nowrap" align="center">
                <Indicator
                  color={c.online ? 'green.7' : 'gray.5'}
                  position="bottom-end"
                  offset={5}
                  size={12}
                  withBorder
                  label={undefined}
                  aria-hidden
                >
                  <TherapistAvatar src={c.profilePic} name={c.fullName} size={44} />
                </Indicator>
                <Box style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text fw={c.unreadCount ? 700 : 600} truncate="end">
                      {c.fullName}
                      <Text span className="sr-only" style={visuallyHidden}>
                        {c.online ? ', online' : ', offline'}
                      </Text>
                    </Text>
                    <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                      {when(c.lastMessageAt, zone)}
                    </Text>
                  </Group>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text size="sm" c={c.unreadCount ? undefined : 'dimmed'} truncate="end">
                      {preview(c, me)}
                    </Text>
                    {c.unreadCount ? (
                      <Badge size="sm" circle={c.unreadCount < 10}>
                        {c.unreadCount}
                        <VisuallyHidden> unread</VisuallyHidden>
                      </Badge>
                    ) : null}
                  </Group>
                </Box>
              </Group>
            </UnstyledButton>
          </Box>
        );
      })}
    </Stack>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
