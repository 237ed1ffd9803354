import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
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
import type { AppContext, BaseContext } from './context';
import { type Database, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { runSeed } from './db/seed/index';
import { createMailSender } from './integrations/mail/index';
import { OutboxStore } from './integrations/outbox/outbox-store';
import { createSmsSender } from './integrations/sms/index';
import { createJobs, type JobRunner } from './jobs/index';
import { registerAccess } from './lib/access';
import { encryptor } from './lib/encryption';
import {
  clientErrorHandler,
  clientErrorMessage,
  frameworkErrors,
  isDataException,
  logSafeError,
} from './lib/error-replies';
import { AppError } from './lib/errors';
import { registerInputGuard } from './lib/input-guard';
import { stdoutLogDestination } from './lib/log-destination';
import { registerMetrics } from './lib/metrics';
import { passwordHasher } from './lib/passwords';
import { registerSecurityHeaders } from './lib/security-headers';
import { TokenService } from './lib/tokens';
import { apiModules, rootModules } from './modules/index';
import { RealtimeHub } from './realtime/realtime-hub';
import { socketFeatures } from './realtime/socket-features';
import { createSocketServer } from './realtime/socket-server';
import { buildIntegrations, buildServices } from './services';
import { registerWebApp } from './web/serve-web';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    sockets: ReturnType<typeof createSocketServer>;
    /** Background work (pg-boss); started by buildApp when config.runJobs. */
    jobs: JobRunner;
  }
}

export interface BuildOptions {
  /** A database opened (and migrated) by the caller, e.g. the per-worker test database; not closed by the app. */
  database?: Database;
  /** Skip migrations and seeding (the caller has done them). */
  skipSetup?: boolean;
  /** Key prefix for rate-limit counters in Redis; tests give each app its own. */
  rateLimitNamespace?: string;
  /** Redis key prefix of the socket adapter (see createSocketServer); tests give each set of nodes its own. */
  socketChannel?: string;
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
            // Asynchronous and never waited for: a stalled or closed stdout cannot block shutdown.
            stream: stdoutLogDestination(),
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              // Signed links and page-address tokens are credentials: keep them out of the logs.
              req: (req: { method: string; url: string; id: string }) => ({
                method: req.method,
                url: redactUrlSecrets(req.url),
                reqId: req.id,
              }),
              // Errors without SQL parameters or driver details (they can hold personal data).
              err: logSafeError,
            },
          },
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    // A bad or too-long address, and requests Node's parser refuses: the envelope, never the address echoed.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
      onIdleConnectionError: (err) =>
        app.log.warn({ code: (err as { code?: string }).code }, 'idle database connection lost'),
    }));
  const ownsDatabase = !opts.database;

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const redisSub = redis?.duplicate();

  const outbox = config.isProduction ? undefined : new OutboxStore(database.db, app.log);
  const realtime = new RealtimeHub();
  const tokens = new TokenService(database.db, config.jwtSecret, realtime);
  const base: BaseContext = {
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
    ...buildIntegrations(config, database.db),
  };
  // Services are built once, here; route files, sockets and jobs take them from ctx.services.
  const ctx: AppContext = { ...base, services: buildServices(base) };
  app.decorate('ctx', ctx);
  const jobs = createJobs(ctx);
  app.decorate('jobs', jobs);

  if (!opts.skipSetup) {
    await runMigrations(database);
    await runSeed(ctx);
  }

  const sockets = createSocketServer({
    httpServer: app.server,
    tokens,
    corsOrigins: config.corsOrigins,
    redis: redis && redisSub ? { pub: redis, sub: redisSub } : undefined,
    channel: opts.socketChannel,
    onPublishError: (err) => app.log.warn({ err }, 'socket event not published to the other nodes'),
  });
  realtime.attach(sockets.io, {
    onPresenceError: (err) =>
      app.log.warn({ err }, 'the other nodes did not say who is online; this node answered alone'),
  });
  for (const feature of socketFeatures) sockets.onConnection((socket, principal) => feature(ctx, socket, principal));
  app.decorate('sockets', sockets);

  // Before the HTTP server closes: the socket clients go first, else its close waits on them (issue 20 #13).
  app.addHook('preClose', async () => {
    realtime.markClosing();
    sockets.disconnectClients();
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => sockets.io.close(() => resolve()));
    await jobs.stop().catch((err: unknown) => app.log.warn({ err }, 'job runner did not stop cleanly'));
    // Chat writes already accepted (batched) are stored before the database closes; what they
    // tell other nodes goes out before the links close (issue 25).
    await ctx.services.chat.drain();
    sockets.stopPublishing();
    await Promise.allSettled([redis?.quit(), redisSub?.quit()]);
    if (ownsDatabase) await database.close();
  });

  registerSecurityHeaders(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    // Every method the API uses (the default lists only GET, HEAD, POST).
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
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
      return reply.code(400).send({ status: false, data: field ? { message, field } : { message } });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ status: false, data: { message: clientErrorMessage(error as FastifyError) } });
    }
    if (isDataException(error)) {
      // A value the database cannot hold got past validation: the client's input, so a 400; logged to fix the schema.
      req.log.warn({ err: error, reqId: req.id }, 'input refused by the database');
      return reply.code(400).send({ status: false, data: { message: MSG.invalidRequest } });
    }
    req.log.error({ err: error, reqId: req.id }, 'unhandled error');
    return reply.code(500).send({ status: false, data: { message: MSG.somethingWentWrong } });
  });

  // Before any route: records every route's `config.access` and checks it onRequest.
  registerAccess(app, (token) => ctx.tokens.verify(token));
  // Then, for every route: no NUL or broken characters in any text, and multipart with a boundary.
  registerInputGuard(app);

  app.get('/healthz', { schema: { hide: true }, config: { access: 'public' } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, config: { access: 'public' } }, async (_req, reply) => {
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
  registerMetrics(app, { token: config.metricsToken, isProduction: config.isProduction });

  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod, { ctx });
    },
    { prefix: API },
  );
  for (const mod of rootModules) await app.register(mod, { ctx });

  // The built web app (precompressed, cached) and the 404s: see web/serve-web.ts.
  await registerWebApp(app, config.webDist);

  if (config.runJobs) await jobs.start();
  return app;
}
