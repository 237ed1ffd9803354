import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What these helpers use of a socket.io client socket. */
export interface ConnectionEvents {
  readonly connected: boolean;
  on(event: 'connect', fn: () => void): unknown;
  off(event: 'connect', fn: () => void): unknown;
}

/**
 * Calls `fn` on every connection of `socket`, the one already made included; returns the way to stop.
 * The shell's socket connects after the page shows (its listeners load then) and again after a drop,
 * and what the server sent while there was no connection was stored, not pushed: a listener mounted
 * late, or one that lived through a drop, has to catch up each time.
 */
export function onEveryConnection(socket: ConnectionEvents, fn: () => void): () => void {
  socket.on('connect', fn);
  if (socket.connected) fn();
  return () => {
    socket.off('connect', fn);
  };
}

/**
 * The queries under `queryKey` that were already read are read again (fetched at once when on screen,
 * else when next shown). One never read yet is left to its own first read, not asked twice.
 */
export function rereadIfRead(qc: QueryClient, queryKey: QueryKey): void {
  void qc.invalidateQueries({ queryKey, predicate: (q) => q.state.dataUpdatedAt > 0 });
}

/** On every connection, the queries under `queryKey` that were already read are read again. */
export function rereadOnEveryConnection(socket: ConnectionEvents, qc: QueryClient, queryKey: QueryKey): () => void {
  return onEveryConnection(socket, () => rereadIfRead(qc, queryKey));
}
