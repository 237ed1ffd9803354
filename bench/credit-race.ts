/**
 * `npm run bench:credits` (also part of `npm run bench`): the credit race of issue 21. A company whose
 * credits pay for 5 sessions; 20 employees (BENCH_CREDIT_EMPLOYEES) each hold a different slot and
 * book on company credits at the same moment. Figure: bookings accepted vs sessions the credits
 * cover (must be equal), refusals (402), the balance after (never below zero), and how long the
 * 20 concurrent bookings took. On PostgreSQL (DATABASE_URL) a database of its own
 * (sahaj_bench_credits) with a connection pool, so the transactions really run side by side;
 * without DATABASE_URL embedded PGlite. Runs the real app in-process (Fastify inject).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { runSeed } from '../apps/server/src/db/seed/index';
import { creditRace } from '../apps/server/src/modules/corporate/credit-race.test-helper';

const EMPLOYEES = Number(process.env.BENCH_CREDIT_EMPLOYEES ?? 20);
const SESSIONS = Number(process.env.BENCH_CREDIT_SESSIONS ?? 5);
const ROUNDS = Number(process.env.BENCH_CREDIT_ROUNDS ?? 3);

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sahaj-bench-credits-'));
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const name = 'sahaj_bench_credits';
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    ENCRYPTION_KEY: '0'.repeat(64),
    SEED_DEMO: 'false',
    RUN_JOBS: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'db') });
  await runMigrations(database);
  const app = await buildApp(config, { database, skipSetup: true, rateLimitNamespace: `bench-credits-${Date.now()}:` });
  await runSeed(app.ctx);
  await app.ready();
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const r = await creditRace(app, EMPLOYEES, SESSIONS);
      const ok = r.booked === SESSIONS && r.balancePaise.plan >= 0 && r.balancePaise.wallet >= 0;
      console.info(
        `credit race (${kind}) round ${round}: ${EMPLOYEES} employees at once, credits for ${SESSIONS} sessions → ` +
          `${r.booked} booked, ${r.refused} refused (${Object.entries(r.refusals)
            .map(([k, n]) => `${n}× ${k}`)
            .join('; ')}), balance after ${r.balancePaise.plan + r.balancePaise.wallet} paise, ` +
          `${r.bookingEntries} debits; the 20 bookings took ${Math.round(r.ms)} ms ${ok ? 'OK' : 'WRONG'}`,
      );
      if (!ok) process.exitCode = 1;
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
