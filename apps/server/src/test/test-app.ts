import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { runSeed } from '../db/seed/index';
import { truncateAll, workerDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/**
 * Builds the real app in-process on the worker's database, emptied and seeded (reference data and
 * demo accounts) for this test file. Call in beforeAll; close the app in afterAll.
 */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    extend?: (app: FastifyInstance) => void;
    keepData?: boolean;
    /** The socket adapter's Redis channel: nodes of one test share one, other tests' nodes never join it. */
    socketChannel?: string;
  } = {},
): Promise<FastifyInstance> {
  const env = opts.env ?? {};
  const database = await workerDatabase();
  if (!opts.keepData) await truncateAll(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sahaj-test-')),
    JWT_SECRET: TEST_JWT_SECRET,
    ENCRYPTION_KEY: '0'.repeat(64),
    SEED_DEMO: 'true',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: path.join(tmpdir(), 'sahaj-no-web'),
    // Background jobs start only in tests that ask for them (src/jobs tests start a runner themselves).
    RUN_JOBS: 'false',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const app = await buildApp(config, {
    database,
    skipSetup: true,
    rateLimitNamespace: `sahaj-test-${randomUUID()}:`,
    socketChannel: opts.socketChannel ?? `sahaj-test-${randomUUID()}`,
  });
  await runSeed(app.ctx);
  opts.extend?.(app);
  await app.ready();
  return app;
}

/** Parses a reply's JSON body. */
export const body = <T = { status: boolean; data: Record<string, unknown> & { message?: string } }>(res: {
  body: string;
}): T => JSON.parse(res.body) as T;
