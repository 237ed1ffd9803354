import { NAMESPACES, type UserType } from '@sahaj/contract';
import { io, type Socket } from 'socket.io-client';

let current: { socket: Socket; key: string } | undefined;

/** One socket per signed-in user, on their user type's namespace, the token in the handshake query. */
export function connectSocket(userType: UserType, token: string): Socket {
  const key = `${userType}:${token}`;
  if (current?.key === key) return current.socket;
  current?.socket.disconnect();
  const socket = io(NAMESPACES[userType], {
    path: '/socket.io',
    query: { token },
    transports: ['websocket', 'polling'],
  });
  current = { socket, key };
  return socket;
}

export function disconnectSocket(): void {
  current?.socket.disconnect();
  current = undefined;
}
