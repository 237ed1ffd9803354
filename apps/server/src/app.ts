import { existsSync } from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { isKnownMessage, MSG } from '@sahaj/contract';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { runSeed } from './db/seed/index';
import { createMailSender } from './integrations/mail/index';
import { OutboxStore } from './integrations/outbox/outbox-store';
import { createSmsSender } from './integrations/sms/index';
import { encryptor } from './lib/encryption';
import { AppError } from './lib/errors';
import { registerMetrics } from './lib/metrics';
import { passwordHasher } from './lib/passwords';
import { TokenService } from './lib/tokens';
import { apiModules } from './modules/index';
import { RealtimeHub } from './realtime/realtime-hub';
import { createSocketServer } from './realtime/socket-server';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    sockets: ReturnType<typeof createSocketServer>;
  }
}

export interface BuildOptions {
  /** A database opened (and migrated) by the caller, e.g. the per-worker test database; not closed by the app. */
  database?: Database;
  /** Skip migrations and seeding (the caller has done them). */
  skipSetup?: boolean;
  /** Key prefix for rate-limit counters in Redis; tests give each app its own. */
  rateLimitNamespace?: string;
}

const API = '/api/v1';

/** Blanks query parameters that carry credentials (signed-link signatures, tokens). */
export function redactUrlSecrets(url: string): string {
  return url.replace(/([?&](?:sig|signature|token|accessToken|code|otp)=)[^&#]*/gi, '$1[redacted]');
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              // Signed links and page-address tokens are credentials: keep them out of the logs.
              req: (req: { method: string; url: string; id: string }) => ({
                method: req.method,
                url: redactUrlSecrets(req.url),
                reqId: req.id,
              }),
            },
          },
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') }));
  const ownsDatabase = !opts.database;

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const redisSub = redis?.duplicate();

  const outbox = config.isProduction ? undefined : new OutboxStore(database.db, app.log);
  const tokens = new TokenService(database.db, config.jwtSecret);
  const realtime = new RealtimeHub();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    log: app.log,
    tokens,
    passwords: passwordHasher(config.fastHashing),
    encryption: encryptor(config.encryptionKey),
    outbox,
    sms: createSmsSender(config, outbox),
    mail: createMailSender(config, outbox),
    realtime,
    redis,
  };
  app.decorate('ctx', ctx);

  if (!opts.skipSetup) {
    await runMigrations(database);
    await runSeed(ctx);
  }

  const sockets = createSocketServer({
    httpServer: app.server,
    tokens,
    corsOrigins: config.corsOrigins,
    redis: redis && redisSub ? { pub: redis, sub: redisSub } : undefined,
  });
  realtime.attach(sockets.io);
  app.decorate('sockets', sockets);

  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => sockets.io.close(() => resolve()));
    await Promise.allSettled([redis?.quit(), redisSub?.quit()]);
    if (ownsDatabase) await database.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: config.corsOrigins, credentials: true });
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: opts.rateLimitNamespace ?? 'sahaj-rl:',
    errorResponseBuilder: (_req, context) => {
      const err = new AppError('RATE_LIMITED', context.statusCode, MSG.tooManyRequests, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      });
      return err;
    },
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sahaj API',
        version: '1.0.0',
        description:
          'Online therapy and telehealth platform. Every reply is { status, data }; failures carry data.message.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      if (error.httpStatus === 429 && error.extra?.retryAfterSeconds) {
        reply.header('retry-after', String(error.extra.retryAfterSeconds));
      }
      return reply.code(error.httpStatus).send({ status: false, data: { message: error.message, ...error.extra } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const text = first.message ?? 'Invalid input';
      const message = isKnownMessage(text) || !field ? text : `${field}: ${text}`;
      return reply.code(400).send({ status: false, data: { message } });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ status: false, data: { message: error.message } });
    }
    req.log.error({ err: error, reqId: req.id }, 'unhandled error');
    return reply.code(500).send({ status: false, data: { message: MSG.somethingWentWrong } });
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const checks: Record<string, string> = {};
    try {
      await database.ping();
      checks.database = 'ok';
    } catch {
      checks.database = 'down';
    }
    if (redis) checks.redis = (await redis.ping().catch(() => 'down')) === 'PONG' ? 'ok' : 'down';
    const ready = Object.values(checks).every((v) => v === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
  registerMetrics(app);

  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod, { ctx });
    },
    { prefix: API },
  );

  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.method !== 'GET' || !hasWeb) {
      return reply.code(404).send({ status: false, data: { message: MSG.notFound } });
    }
    // Client-side routes: the single-page app decides what to show.
    return reply.type('text/html').sendFile('index.html');
  });

  return app;
}
