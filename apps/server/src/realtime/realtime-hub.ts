import { NAMESPACES, type UserType } from '@sahaj/contract';
import type { Server } from 'socket.io';

/** Room that holds every socket of one user, on any node (the Redis adapter spans nodes). */
export const userRoom = (userId: string) => `user:${userId}`;
/** Room that holds the sockets opened with one session's token, so revoking the session can close them. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** How services reach connected users without knowing about socket.io. */
export class RealtimeHub {
  private io?: Server;
  private closingNode = false;
  /** Told when the other nodes could not be asked who is online (the answer then covers this node only). */
  private onPresenceError: (err: unknown) => void = () => undefined;
  attach(io: Server, opts: { onPresenceError?: (err: unknown) => void } = {}) {
    this.io = io;
    if (opts.onPresenceError) this.onPresenceError = opts.onPresenceError;
  }

  /** This node is shutting down: its sockets are closing because it goes, not because their people left. */
  markClosing() {
    this.closingNode = true;
  }
  get closing() {
    return this.closingNode;
  }
  emitToUser(userType: UserType, userId: string, event: string, payload: unknown): void {
    this.io?.of(NAMESPACES[userType]).to(userRoom(userId)).emit(event, payload);
  }

  /**
   * Which of these users have a socket open on this user type's namespace, on any node (with the
   * Redis adapter the other nodes answer too). Nobody is online before the socket server is attached;
   * when the other nodes cannot be asked, only this node's sockets count.
   */
  async onlineAmong(userType: UserType, userIds: readonly string[]): Promise<Set<string>> {
    const online = new Set<string>();
    if (!this.io || userIds.length === 0) return online;
    // This node's own rooms first: when everyone asked about is here, no other node is asked.
    const nsp = this.io.of(NAMESPACES[userType]);
    for (const id of userIds) if (nsp.adapter.rooms.get(userRoom(id))?.size) online.add(id);
    if (online.size === userIds.length) return online;
    let sockets: Awaited<ReturnType<typeof nsp.fetchSockets>>;
    try {
      sockets = await nsp.in(userIds.map(userRoom)).fetchSockets();
    } catch (err) {
      // Another node did not answer in time (it is stopping, or Redis is slow): whether someone is online
      // is a hint on a list, not worth failing the list for. This node's own answer stands.
      this.onPresenceError(err);
      return online;
    }
    const wanted = new Set(userIds);
    for (const s of sockets) {
      for (const room of s.rooms) {
        const id = room.startsWith('user:') ? room.slice(5) : undefined;
        if (id && wanted.has(id)) online.add(id);
      }
    }
    return online;
  }

  /**
   * Closes every socket opened with one of these sessions, on every node: with the Redis adapter
   * `disconnectSockets` is broadcast to the other nodes. Every namespace is asked, because the
   * session's account may have changed kind since the socket connected.
   */
  disconnectSessions(sessionIds: readonly string[]): void {
    if (!this.io || sessionIds.length === 0) return;
    const rooms = sessionIds.map(sessionRoom);
    for (const ns of new Set(Object.values(NAMESPACES))) this.io.of(ns).in(rooms).disconnectSockets(true);
  }
}
