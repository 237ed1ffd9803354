import { Badge } from '@mantine/core';
import { useConversations } from '../api/list-conversations';

/**
 * The number of unread messages beside Chats in the menu (issue 20 #7). The list refreshes on every
 * socket message (ChatAgent), so the badge follows wherever the person is in the app.
 */
export function ChatUnreadBadge() {
  const list = useConversations();
  const unread = (list.data?.conversations ?? []).reduce((n, c) => n + c.unreadCount, 0);
  if (unread === 0) return null;
  return (
    <Badge color="sahajCoral.8" size="sm" circle={unread < 10} role="status" aria-label={`${unread} unread`}>
      {unread > 99 ? '99+' : unread}
    </Badge>
  );
}
