/**
 * `node --import tsx bench/slots.ts` (issue 25, "Slots"): GET /user/available-time-slot/{id} for 14
 * days against the real server, next to the no-op route in the same run (autocannon, 10 connections).
 * The measured therapist has 200 past sessions and 12 in the coming fortnight, so the busy-range read
 * does real work. PostgreSQL when DATABASE_URL is set (a database of its own, sahaj_bench_slots),
 * else embedded PGlite. BENCH_SLOT_THERAPISTS (2,000) therapists are seeded beside it: the route reads
 * one therapist, so the table sizes matter only through the indexes. BENCH_REUSE_DB=1 keeps the last seed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { appointments, users } from '../apps/server/src/db/schema/index';
import { seedReference } from '../apps/server/src/db/seed/index';
import { TokenService } from '../apps/server/src/lib/tokens';
import { seedBenchTherapists } from './booking-seed';
import { BENCH_JWT_SECRET, spawnBenchServer, waitReady } from './server-process';

const THERAPISTS = Number(process.env.BENCH_SLOT_THERAPISTS ?? 2000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const JWT_SECRET = BENCH_JWT_SECRET;
const port = 4700 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const HOUR = 3_600_000;

const pgUrl = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : undefined;
if (pgUrl) pgUrl.pathname = '/sahaj_bench_slots';
const dataDir = path.join(tmpdir(), 'sahaj-bench-slots');
const stateFile = path.join(dataDir, pgUrl ? 'pg.json' : 'pglite.json');

async function seed(): Promise<{ therapistId: string; token: string }> {
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query('drop database if exists sahaj_bench_slots with (force)');
    await admin.query('create database sahaj_bench_slots');
    await admin.end();
  }
  rmSync(path.join(dataDir, 'db'), { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const database = pgUrl
    ? await openDatabase({ databaseUrl: pgUrl.toString() })
    : await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  await runMigrations(database);
  await seedReference({ db: database.db } as Parameters<typeof seedReference>[0]);
  const ids = await seedBenchTherapists(database, THERAPISTS);
  const [patient] = await database.db
    .insert(users)
    .values({ userType: 'patient', status: 'active', page: 6, email: 'bench.patient@bench.sahaj.local', name: 'Bench' })
    .returning({ id: users.id });
  const therapistId = ids[0]!;
  const now = Date.now();
  const past = Array.from({ length: 200 }, (_, k) => ({
    at: now - (k + 1) * 24 * HOUR - 5 * HOUR,
    status: 'completed',
  }));
  const coming = Array.from({ length: 12 }, (_, k) => ({
    at: now + (k + 1) * 26 * HOUR + 3 * HOUR,
    status: 'upcoming',
  }));
  await database.db.insert(appointments).values(
    [...past, ...coming].map((r) => ({
      patientId: patient!.id,
      therapistId,
      status: r.status as 'completed' | 'upcoming',
      startsAt: new Date(r.at),
      endsAt: new Date(r.at + HOUR),
      periodMinutes: 60,
    })),
  );
  const { token } = await new TokenService(database.db, JWT_SECRET).issue(
    { id: patient!.id, userType: 'patient' },
    { ttlSeconds: 7 * 24 * 3600 },
  );
  await database.close();
  const state = { therapistId, token };
  writeFileSync(stateFile, JSON.stringify(state));
  return state;
}

const state =
  process.env.BENCH_REUSE_DB === '1' && existsSync(stateFile)
    ? (JSON.parse(readFileSync(stateFile, 'utf8')) as { therapistId: string; token: string })
    : await seed();

const child = spawnBenchServer(port, pgUrl ? { DATABASE_URL: pgUrl.toString() } : { DATA_DIR: dataDir });
try {
  await waitReady(child, base);
  const headers = { authorization: `Bearer ${state.token}` };
  const slotUrl = `${base}/api/v1/user/available-time-slot/${state.therapistId}`;
  const first = (await (await fetch(slotUrl, { headers })).json()) as { data: { slots: unknown[] } };
  console.log(`slots in the next 14 days: ${first.data.slots.length}`);
  const rows = [];
  for (const [title, opts] of [
    ['no-op (GET /healthz)', { url: `${base}/healthz` }],
    ['GET /user/available-time-slot/{id} (14 days)', { url: slotUrl, headers }],
  ] as const) {
    await autocannon({ ...opts, connections: 10, duration: 2 });
    const r = await autocannon({ ...opts, connections: 10, duration: DURATION_S });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${title}: ${r.non2xx} non-2xx replies, ${r.errors} errors`);
    rows.push({ title, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
  }
  console.log(`\n${pgUrl ? 'PostgreSQL' : 'embedded PGlite'}, 10 connections, ${DURATION_S} s per route\n`);
  console.log('| route | req/s | p50 ms | p99 ms |\n|---|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.title} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} |`);
  console.log(`\nslots / no-op throughput ratio: ${(rows[1]!.rps / rows[0]!.rps).toFixed(2)}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
