import type { UserType } from '@sahaj/contract';
import type { ComponentType } from 'react';
import { ChatUnreadBadge } from '../../features/chat/components/unread-badge';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import type { ShellKind } from './menu';

/** What a slot component knows about the signed-in person. */
export interface ShellSlotProps {
  kind: ShellKind;
  userType: UserType;
  token: string;
}

/**
 * Controls that features put in the shell's header, left of the avatar (the notification bell).
 * Add one line per feature; keep each small and load heavy parts lazily (the shell is on every page).
 */
export const headerActions: Array<ComponentType<ShellSlotProps>> = [NotificationBell];

// Parts mounted on every shell page (socket listeners, the call window) are listed in
// shell-overlays.tsx, which loads after the page.

/** A count beside a menu item (its path under /user/base/home), e.g. unread messages beside Chats. */
export const menuBadges: Partial<Record<string, ComponentType>> = { messages: ChatUnreadBadge };
