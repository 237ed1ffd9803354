import type { ComponentType } from 'react';
import { ExtensionAgent } from '../../features/appointments/components/extension-agent';
import { CallOverlay } from '../../features/calls/components/call-overlay';
import { ChatAgent } from '../../features/chat/components/chat-agent';
import { PendingInviteNotice } from '../../features/corporate/components/pending-invite-notice';
import { DashboardAgent } from '../../features/dashboard/components/dashboard-agent';
import { NotificationAgent } from '../../features/notifications';
import { AppErrorAgent } from './app-error-agent';
import type { ShellSlotProps } from './shell-slots';

/**
 * Parts that stay mounted on every shell page: the socket's listeners (application errors,
 * notifications, chat, the dashboard's refresh, session extensions), the incoming-call card and the
 * floating call window, the company-invite notice. Add one line per feature.
 *
 * This module is loaded by the shell after the page (a lazy import), and with it socket.io and the
 * call engine (~60 KB minified): no page waits for them to show (issue 25). The socket opens when
 * the first of these mounts, a moment after the page.
 */
const shellOverlays: Array<ComponentType<ShellSlotProps>> = [
  AppErrorAgent,
  NotificationAgent,
  CallOverlay,
  ChatAgent,
  DashboardAgent,
  ExtensionAgent,
  PendingInviteNotice,
];

export function ShellOverlays(props: ShellSlotProps) {
  return shellOverlays.map((Overlay, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
    <Overlay key={i} {...props} />
  ));
}
