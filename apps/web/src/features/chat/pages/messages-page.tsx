import { Box, Button, Center, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MSG, SLIDE_MENU_MAX_WIDTH } from '@sahaj/contract';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { useSession } from '../../../lib/session';
import { useViewerZone } from '../../auth';
import { useConversations } from '../api/list-conversations';
import { ConversationList } from '../components/conversation-list';
import { ConversationPanel } from '../components/conversation-panel';
import { subjectOf } from '../lib/use-conversation';

const HOME = '/user/base/home';

/**
 * messages ('Chats' for patients, 'Messages' for therapists): the conversation list and the open
 * conversation side by side on a wide screen, one at a time on a phone (?with=<otherUserId>).
 */
export function MessagesPage() {
  const session = useSession();
  const provider = session?.userType === 'doctor';
  const list = useConversations();
  const zone = useViewerZone();
  const [params, setParams] = useSearchParams();
  const selected = params.get('with');
  const wide = useMediaQuery(`(min-width: ${SLIDE_MENU_MAX_WIDTH + 1}px)`, true, { getInitialValueInEffect: false });
  const me = session?.user?._id ?? subjectOf(session?.token);
  const conversations = list.data?.conversations ?? [];
  const select = (otherUserId: string | null) =>
    setParams(otherUserId ? { with: otherUserId } : {}, { replace: Boolean(wide && !selected) });

  // On a wide screen the newest conversation opens by itself.
  const first = conversations[0]?.otherUserId;
  useEffect(() => {
    if (wide && !selected && first) setParams({ with: first }, { replace: true });
  }, [wide, selected, first, setParams]);

  const title = provider ? 'Messages' : 'Chats';
  const showList = wide || !selected;
  const showPanel = Boolean(selected) && (wide || Boolean(selected));

  return (
    <Stack gap="md" h={{ base: 'calc(100dvh - 64px - 32px)', sm: 'calc(100dvh - 64px - 48px)' }} mih={480}>
      <Title order={1} size="h2" style={{ flex: 'none' }}>
        {title}
      </Title>
      {list.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading conversations">
          {[0, 1, 2].map((k) => (
            <Skeleton key={k} h={64} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : conversations.length === 0 ? (
        <EmptyState
          title={MSG.chatNoConversations}
          hint={
            provider
              ? 'When a patient books a session with you, you can write to each other here.'
              : 'Book a session with a therapist and you can write to them here, before and after it.'
          }
          action={
            provider ? null : (
              <Button component={Link} to={`${HOME}/therapists`}>
                Find a therapist
              </Button>
            )
          }
        />
      ) : (
        <Paper
          withBorder
          radius="lg" // On a phone the list alone takes the height it needs; a conversation fills the screen.
          style={{ flex: wide || selected ? 1 : 'none', minHeight: 0, display: 'flex', overflow: 'hidden' }}
        >
          {showList ? (
            <Box
              style={{
                width: wide ? 340 : '100%',
                flex: 'none',
                overflowY: 'auto',
                borderRight: wide ? '1px solid var(--mantine-color-gray-3)' : undefined,
              }}
            >
              <ConversationList
                conversations={conversations}
                selected={selected}
                me={me}
                zone={zone}
                onSelect={(id) => select(id)}
              />
            </Box>
          ) : null}
          {showPanel && selected ? (
            <Box style={{ flex: 1, minWidth: 0 }}>
              <ConversationPanel key={selected} otherUserId={selected} onBack={wide ? undefined : () => select(null)} />
            </Box>
          ) : wide ? (
            <Center style={{ flex: 1 }}>
              <Text c="dimmed">Choose a conversation</Text>
            </Center>
          ) : null}
        </Paper>
      )}
    </Stack>
  );
}
