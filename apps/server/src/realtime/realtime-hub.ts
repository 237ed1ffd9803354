import { NAMESPACES, type UserType } from '@sahaj/contract';
import type { Server } from 'socket.io';

/** Room that holds every socket of one user, on any node (the Redis adapter spans nodes). */
export const userRoom = (userId: string) => `user:${userId}`;

/** How services reach connected users without knowing about socket.io. */
export class RealtimeHub {
  private io?: Server;
  attach(io: Server) {
    this.io = io;
  }
  emitToUser(userType: UserType, userId: string, event: string, payload: unknown): void {
    this.io?.of(NAMESPACES[userType]).to(userRoom(userId)).emit(event, payload);
  }
}
