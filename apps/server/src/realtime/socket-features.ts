import type { Socket } from 'socket.io';
import type { AppContext } from '../context';
import type { Principal } from '../lib/tokens';
import { callsSocket } from '../modules/calls/socket';
import { chatSocket } from '../modules/chat/socket';
import { notificationsSocket } from '../modules/notifications/socket';

/**
 * One feature's socket handlers, attached to every new connection of every namespace. The socket
 * is already authenticated (`principal`) and in its user's and session's rooms. Read services from
 * `ctx.services`; answer a refused action with SERVER_EVENTS.applicationErrors.
 */
export type SocketFeature = (ctx: AppContext, socket: Socket, principal: Principal) => void;

/** Every feature's socket handlers. Add a feature with one line here (like modules/index.ts for routes). */
export const socketFeatures: SocketFeature[] = [callsSocket, chatSocket, notificationsSocket];
