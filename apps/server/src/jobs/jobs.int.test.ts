import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../db/schema/index';
import { createTestApp } from '../test/test-app';
import { createJobs } from './index';
import { JobRunner } from './runner';

/** The jobs place: pg-boss on the app's own database (PGlite or PostgreSQL). */
describe('background jobs (pg-boss)', () => {
  let app: FastifyInstance;
  // Each run gets its own pg-boss schema, so parallel workers and reruns never share queues.
  const schema = `pgboss_test_${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('runs queued work once, on the app database', async () => {
    const seen: Array<Record<string, unknown>> = [];
    const runner = new JobRunner(app.ctx, { schema, pollingIntervalSeconds: 0.5 });
    runner.define<{ n: number }>({
      name: 'test.echo',
      run: async (_ctx, data) => {
        seen.push(data);
      },
    });
    await runner.start();
    try {
      await runner.send('test.echo', { n: 1 });
      const until = Date.now() + 10_000;
      while (seen.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(seen).toEqual([{ n: 1 }]);
    } finally {
      await runner.stop();
    }
  });

  it('two runners on one database (two nodes): each job runs on one of them, once; a failed one is retried', async () => {
    const runs: string[] = [];
    let failOnce = true;
    const node = () => {
      const r = new JobRunner(app.ctx, { schema: `${schema}_two`, pollingIntervalSeconds: 0.5 });
      r.define<{ k: string }>({
        name: 'test.once',
        run: async (_ctx, data) => {
          if (data.k === 'flaky' && failOnce) {
            failOnce = false;
            throw new Error('first attempt fails');
          }
          runs.push(data.k);
        },
      });
      return r;
    };
    const [a, b] = [node(), node()];
    await a.start();
    await b.start();
    try {
      const keys = ['j1', 'j2', 'j3', 'j4', 'j5'];
      for (const k of keys) await a.send('test.once', { k });
      await b.send('test.once', { k: 'flaky' }, { retryLimit: 2, retryDelay: 0 });
      const until = Date.now() + 20_000;
      while (runs.length < keys.length + 1 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      // A little longer: a second run of any of them would show up now.
      await new Promise((r) => setTimeout(r, 1500));
      expect([...runs].sort()).toEqual([...keys, 'flaky'].sort());
      expect(failOnce).toBe(false);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('schedules the hourly auth housekeeping, which deletes ended codes', async () => {
    const jobs = createJobs(app.ctx, { schema: `${schema}_b` });
    await jobs.start();
    try {
      const { rows } = await app.ctx.database.executeSql(`select name, cron from ${schema}_b.schedule`);
      expect(rows).toContainEqual(expect.objectContaining({ name: 'auth.housekeeping', cron: '0 * * * *' }));
    } finally {
      await jobs.stop();
    }
    const old = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await app.ctx.db.insert(oneTimeCodes).values({
      purpose: 'test',
      target: `old-${randomUUID()}@example.com`,
      channel: 'email',
      length: 4,
      resendAt: old,
      expiresAt: old,
      createdAt: old,
    });
    await jobs.runNow('auth.housekeeping');
    expect(await app.ctx.db.select().from(oneTimeCodes)).toEqual([]);
  });
});
