import type { Server as HttpServer } from 'node:http';
import { CLIENT_EVENTS, NAMESPACES, SOCKET_AUTH_ERRORS, type UserType } from '@sahaj/contract';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { Principal, TokenService } from '../lib/tokens';
import { sessionRoom, userRoom } from './realtime-hub';

export interface SocketData {
  principal: Principal;
}

/**
 * socket.io on the API's own HTTP server: one namespace per kind of user, the token read from the
 * handshake query and checked like an HTTP bearer token. Feature handlers register through `onConnection`.
 */
export function createSocketServer(opts: {
  httpServer: HttpServer;
  tokens: TokenService;
  corsOrigins: string[];
  redis?: { pub: Redis; sub: Redis };
  /**
   * The Redis key prefix the nodes of one deployment share (the adapter's default, 'socket.io', unless
   * given). Tests give each set of test nodes its own, so one file's nodes never wait on another's.
   */
  channel?: string;
  /** A cross-node publish or unsubscribe that failed (logged; the Redis link is down or closing). */
  onPublishError?: (err: unknown) => void;
}) {
  const io = new Server(opts.httpServer, {
    path: '/socket.io',
    cors: { origin: opts.corsOrigins, credentials: true },
    serveClient: false,
  });
  // Set just before the Redis links are closed: from then on nothing is sent on them (a write on a
  // closing link fails with EPIPE, reported as a warning by every node that shuts down).
  const links = { closed: false };
  if (opts.redis) {
    // The adapter listens for the links' errors only until it closes (io.close), which is before the
    // links are quit; without a listener of our own an error in between (a write racing the QUIT:
    // EPIPE) is printed by ioredis as "Unhandled error event". Every such error is reported instead.
    const report = opts.onPublishError ?? (() => undefined);
    opts.redis.pub.on('error', report);
    opts.redis.sub.on('error', report);
  }
  if (opts.redis)
    io.adapter(
      createAdapter(
        reportingFailures(opts.redis.pub, ['publish'], opts.onPublishError, links),
        reportingFailures(opts.redis.sub, ['unsubscribe', 'punsubscribe'], opts.onPublishError, links),
        opts.channel ? { key: opts.channel } : {},
      ),
    );

  const handlers: Array<(socket: Socket, principal: Principal) => void> = [];

  for (const [userType, nsName] of Object.entries(NAMESPACES) as Array<[UserType, string]>) {
    const ns = io.of(nsName);
    ns.use(async (socket, next) => {
      const raw = socket.handshake.query.token ?? socket.handshake.auth?.token;
      const token = Array.isArray(raw) ? raw[0] : raw;
      if (!token || typeof token !== 'string') return next(new Error(SOCKET_AUTH_ERRORS.missing));
      try {
        const principal = await opts.tokens.verify(token);
        if (principal.userType !== userType) return next(new Error(SOCKET_AUTH_ERRORS.wrongNamespace));
        (socket.data as SocketData).principal = principal;
        next();
      } catch {
        next(new Error(SOCKET_AUTH_ERRORS.invalid));
      }
    });
    ns.on('connection', (socket) => {
      const { principal } = socket.data as SocketData;
      void socket.join([userRoom(principal.userId), sessionRoom(principal.sessionId)]);
      // A session revoked between the handshake check and joining its room would miss the
      // disconnect broadcast: look once more now that the socket is reachable through the room.
      opts.tokens
        .isOpen(principal.sessionId)
        .then((open) => {
          if (!open) socket.disconnect(true);
        })
        .catch(() => socket.disconnect(true));
      socket.on(CLIENT_EVENTS.heartBeat, (_payload: unknown, ack?: unknown) => {
        const reply = { ok: true as const, serverTime: new Date().toISOString() };
        if (typeof ack === 'function') ack(reply);
        else socket.emit(CLIENT_EVENTS.heartBeat, reply);
      });
      for (const h of handlers) h(socket, principal);
    });
  }

  return {
    io,
    onConnection(handler: (socket: Socket, principal: Principal) => void) {
      handlers.push(handler);
    },
    /**
     * First step of a shutdown: every client connection (WebSocket or long-poll) is closed, so the
     * HTTP server's close does not wait on them (they are not idle keep-alive connections, so Node
     * never closes them itself; before this, SIGTERM with one socket open always took the 10 s hard exit).
     * New handshakes are refused from here on. The HTTP server itself is closed by Fastify.
     */
    disconnectClients() {
      for (const nsName of new Set(Object.values(NAMESPACES))) io.of(nsName).local.disconnectSockets(true);
      io.engine.close();
    },
    /** Last step before the Redis links are closed: nothing more is published or unsubscribed on them. */
    stopPublishing() {
      links.closed = true;
    },
  };
}

/**
 * The Redis adapter publishes (every cross-node emit, and its answers to other nodes' questions) and
 * unsubscribes (when the server closes) without awaiting, so one of those on a link that is down or
 * closing (a node shutting down while another asks it who is online) would be an unhandled rejection.
 * Each such failure is reported instead.
 */
function reportingFailures(
  client: Redis,
  methods: string[],
  onError: (err: unknown) => void = () => undefined,
  links: { closed: boolean } = { closed: false },
): Redis {
  const target = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of methods) {
    const original = target[name]!.bind(client);
    target[name] = (...args) =>
      links.closed
        ? Promise.resolve(undefined)
        : original(...args).catch((err: unknown) => {
            onError(err);
            return undefined;
          });
  }
  return client;
}
