import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp } from './test-app';

/** Starts the app on a free loopback port and returns its base address. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  return `http://127.0.0.1:${addr.port}`;
}

const open: Socket[] = [];

/** A socket.io client on one namespace with a token (no reconnection: a drop stays a drop). */
export function socketTo(base: string, ns: string, token?: string): Socket {
  const s = connect(`${base}${ns}`, {
    query: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  open.push(s);
  return s;
}

/** Closes every socket opened through socketTo (call in afterEach). */
export function closeSockets(): void {
  for (const s of open.splice(0)) s.disconnect();
}

export const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (s.connected) return resolve();
    s.once('connect', () => resolve());
    s.once('connect_error', (e) => reject(e));
  });

/** Resolves with the disconnect reason, or 'still connected' after `ms`. */
export const dropped = (s: Socket, ms = 3000) =>
  new Promise<string>((resolve) => {
    if (!s.connected) return resolve('io server disconnect');
    const timer = setTimeout(() => resolve('still connected'), ms);
    s.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

/** True when the socket still answers heartBeat. */
export async function answers(s: Socket): Promise<boolean> {
  if (!s.connected) return false;
  try {
    await s.timeout(1500).emitWithAck('heartBeat', {});
    return true;
  } catch {
    return false;
  }
}

/** Resolves with the handshake's refusal message; rejects if the socket connects. */
export const refused = (s: Socket) =>
  new Promise<string>((resolve, reject) => {
    s.once('connect', () => reject(new Error('should not connect')));
    s.once('connect_error', (e) => resolve(e.message));
  });

/**
 * Two server nodes on one database (and one Redis, when REDIS_URL is set), the second listening at
 * `baseB`: registers its own beforeAll/afterAll in the calling describe block.
 */
export function useTwoNodes(): { a: FastifyInstance; b: FastifyInstance; baseB: string } {
  const nodes = {} as { a: FastifyInstance; b: FastifyInstance; baseB: string };
  beforeAll(async () => {
    // One adapter channel for the pair, of its own: with the default one, every test file's nodes
    // running at once formed one cluster, and a question to all of them waited on nodes shutting down.
    const socketChannel = `sahaj-test-${randomUUID()}`;
    nodes.a = await createTestApp({ socketChannel });
    // The second app shares the worker database; build it without emptying the first one's data.
    nodes.b = await createTestApp({ keepData: true, socketChannel });
    await listen(nodes.a);
    nodes.baseB = await listen(nodes.b);
  });
  afterAll(async () => {
    await Promise.all([nodes.a.close(), nodes.b.close()]);
  });
  return nodes;
}
