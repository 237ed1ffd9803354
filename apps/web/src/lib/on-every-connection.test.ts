import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { onEveryConnection, rereadOnEveryConnection } from './on-every-connection';

/** A socket's connection events, without a server. */
function fakeSocket(connected: boolean) {
  const listeners = new Set<() => void>();
  return {
    connected,
    on: (_event: string, fn: () => void) => listeners.add(fn),
    off: (_event: string, fn: () => void) => listeners.delete(fn),
    connect() {
      this.connected = true;
      for (const fn of listeners) fn();
    },
    listeners,
  };
}

describe('onEveryConnection', () => {
  it('runs for a connection already made, for each later one, and not after it is stopped', () => {
    const socket = fakeSocket(true);
    const fn = vi.fn();
    const stop = onEveryConnection(socket, fn);
    expect(fn).toHaveBeenCalledTimes(1);
    socket.connect();
    expect(fn).toHaveBeenCalledTimes(2);
    stop();
    socket.connect();
    expect(fn).toHaveBeenCalledTimes(2);
    expect(socket.listeners.size).toBe(0);
  });

  it('waits for the first connection when the socket is not yet connected', () => {
    const socket = fakeSocket(false);
    const fn = vi.fn();
    onEveryConnection(socket, fn);
    expect(fn).not.toHaveBeenCalled();
    socket.connect();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('rereadOnEveryConnection', () => {
  it('marks the queries under the key that were read, and leaves unread and other ones alone', () => {
    const qc = new QueryClient();
    qc.setQueryData(['dashboard', 'patient'], { upcoming: 1 });
    qc.setQueryData(['chat', 'list'], []);
    qc.getQueryCache().build(qc, { queryKey: ['dashboard', 'provider'] });
    const socket = fakeSocket(false);
    rereadOnEveryConnection(socket, qc, ['dashboard']);
    expect(qc.getQueryState(['dashboard', 'patient'])?.isInvalidated).toBe(false);
    socket.connect();
    expect(qc.getQueryState(['dashboard', 'patient'])?.isInvalidated).toBe(true);
    expect(qc.getQueryState(['dashboard', 'provider'])?.isInvalidated).toBe(false);
    expect(qc.getQueryState(['chat', 'list'])?.isInvalidated).toBe(false);
  });
});
