import type { UserType } from '@sahaj/contract';
import type { ComponentType } from 'react';
import { ExtensionAgent } from '../../features/appointments/components/extension-agent';
import { CallOverlay } from '../../features/calls/components/call-overlay';
import { ChatAgent } from '../../features/chat/components/chat-agent';
import { ChatUnreadBadge } from '../../features/chat/components/unread-badge';
import { PendingInviteNotice } from '../../features/corporate/components/pending-invite-notice';
import { DashboardAgent } from '../../features/dashboard/components/dashboard-agent';
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

/**
 * Parts that stay mounted on every shell page (the incoming-call card, the floating call window).
 * Rendered after the page, inside the shell; add one line per feature.
 */
export const shellOverlays: Array<ComponentType<ShellSlotProps>> = [
  CallOverlay,
  ChatAgent,
  DashboardAgent,
  ExtensionAgent,
  PendingInviteNotice,
];

/** A count beside a menu item (its path under /user/base/home), e.g. unread messages beside Chats. */
export const menuBadges: Partial<Record<string, ComponentType>> = { messages: ChatUnreadBadge };
