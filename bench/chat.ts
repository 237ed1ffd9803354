/**
 * `npm run bench:chat` (also part of `npm run bench`): chat delivery latency of issue 13.
 * 1,000 connected sockets (BENCH_CHAT_SOCKETS) on one server node, of which 200 conversations
 * (BENCH_CHAT_CONVERSATIONS: a patient and a therapist each) exchange messages; the rest stay idle.
 * Measured: from the sender's `send-message` emit to the recipient's `message` event (p50, p99), and
 * the sender's acknowledgement (the row is stored first). Recipients acknowledge each message as the
 * web app does (message-acknowledgement → delivered mark back to the sender), so that load is included. With DATABASE_URL and REDIS_URL set, the same
 * again with the therapists on a second node, so every message crosses Redis.
 * On PostgreSQL a database of its own (sahaj_bench_chat); without DATABASE_URL embedded PGlite (one node).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { appointments, users } from '../apps/server/src/db/schema/index';
import { seedReference } from '../apps/server/src/db/seed/index';
import { TokenService } from '../apps/server/src/lib/tokens';

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const CONVERSATIONS = Number(process.env.BENCH_CHAT_CONVERSATIONS ?? 200);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 10);
const INTERVAL_MS = Number(process.env.BENCH_CHAT_INTERVAL_MS ?? 500);
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? Number.NaN;
};

interface Prepared {
  env: Record<string, string>;
  pairs: Array<{ patientId: string; therapistId: string; patientToken: string; therapistToken: string }>;
  idle: string[];
  cleanup: () => void;
}

async function prepare(): Promise<Prepared> {
  let env: Record<string, string>;
  let cleanup = () => {};
  let database: Awaited<ReturnType<typeof openDatabase>>;
  if (process.env.DATABASE_URL) {
    const name = 'sahaj_bench_chat';
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    database = await openDatabase({ databaseUrl: url.toString() });
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sahaj-bench-chat-'));
    env = { DATA_DIR: dataDir };
    cleanup = () => rmSync(dataDir, { recursive: true, force: true });
    database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  }
  await runMigrations(database);
  await seedReference({ db: database.db } as Parameters<typeof seedReference>[0]);
  const db = database.db;
  const tokens = new TokenService(db, JWT_SECRET);
  const person = (userType: 'patient' | 'doctor', i: number) => ({
    userType,
    status: 'active' as const,
    page: 6,
    email: `bench.${userType}.${i}@bench.sahaj.local`,
    firstName: userType === 'patient' ? 'Pia' : 'Tara',
    lastName: `Bench${i}`,
  });
  const idleCount = Math.max(0, SOCKETS - CONVERSATIONS * 2);
  const patients = await db
    .insert(users)
    .values(Array.from({ length: CONVERSATIONS + idleCount }, (_, i) => person('patient', i)))
    .returning({ id: users.id });
  const therapists = await db
    .insert(users)
    .values(Array.from({ length: CONVERSATIONS }, (_, i) => person('doctor', i)))
    .returning({ id: users.id });
  const start = new Date(Date.now() + 86_400_000);
  await db.insert(appointments).values(
    therapists.map((t, i) => ({
      patientId: patients[i]!.id,
      therapistId: t.id,
      status: 'upcoming' as const,
      startsAt: start,
      endsAt: new Date(start.getTime() + 3_600_000),
      periodMinutes: 60,
      confirmedAt: new Date(),
    })),
  );
  const issue = async (id: string, userType: 'patient' | 'doctor') =>
    (await tokens.issue({ id, userType }, { ttlSeconds: 3600 })).token;
  const pairs = [];
  for (let i = 0; i < CONVERSATIONS; i += 1) {
    pairs.push({
      patientId: patients[i]!.id,
      therapistId: therapists[i]!.id,
      patientToken: await issue(patients[i]!.id, 'patient'),
      therapistToken: await issue(therapists[i]!.id, 'doctor'),
    });
  }
  const idle = [];
  for (const p of patients.slice(CONVERSATIONS)) idle.push(await issue(p.id, 'patient'));
  await database.close();
  return { env, pairs, idle, cleanup };
}

function startNode(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../apps/server/src/main.ts')], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      RUN_JOBS: 'false',
      JWT_SECRET,
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitReady(child: ChildProcess, base: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

function connect(base: string, ns: string, token: string): Promise<Socket> {
  const s = io(`${base}${ns}`, { query: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

/** Connects everyone (patients to `patientBase`, therapists to `therapistBase`) and exchanges messages. */
async function run(p: Prepared, patientBase: string, therapistBase: string) {
  const sockets: Socket[] = [];
  const t0 = performance.now();
  const pairs = [];
  for (let i = 0; i < p.pairs.length; i += 50) {
    const batch = await Promise.all(
      p.pairs.slice(i, i + 50).map(async (x) => ({
        ...x,
        patient: await connect(patientBase, '/patient', x.patientToken),
        therapist: await connect(therapistBase, '/provider', x.therapistToken),
      })),
    );
    pairs.push(...batch);
  }
  for (let i = 0; i < p.idle.length; i += 100) {
    sockets.push(...(await Promise.all(p.idle.slice(i, i + 100).map((t) => connect(patientBase, '/patient', t)))));
  }
  for (const x of pairs) sockets.push(x.patient, x.therapist);
  const connectSeconds = (performance.now() - t0) / 1000;
  // Let the Redis adapter subscribe every node to its users' rooms.
  await new Promise((r) => setTimeout(r, 1000));

  // Warm-up (not measured): one message per conversation, so the server has compiled its paths and
  // each socket has resolved its conversation once, as a real client does when it opens the chat.
  await Promise.all(
    pairs.map((x) =>
      x.patient
        .timeout(60_000)
        .emitWithAck('send-message', { otherUserId: x.therapistId, msg: 'hello', clientId: randomUUID() }),
    ),
  );
  await new Promise((r) => setTimeout(r, 500));

  const sentAt = new Map<string, number>();
  const delivery: number[] = [];
  const acks: number[] = [];
  let duplicates = 0;
  const seen = new Set<string>();
  for (const x of pairs) {
    x.therapist.on('message', (m: { _id: string; clientId: string | null; patientId: string; providerId: string }) => {
      // As the web app does: every message that reaches a browser is acknowledged (delivered).
      x.therapist.emit('message-acknowledgement', { patientId: m.patientId, providerId: m.providerId, msgId: m._id });
      const at = m.clientId ? sentAt.get(m.clientId) : undefined;
      if (!m.clientId || at === undefined) return;
      if (seen.has(m.clientId)) duplicates += 1;
      seen.add(m.clientId);
      delivery.push(performance.now() - at);
    });
  }
  const total = pairs.length * MESSAGES;
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${delivery.length} of ${total} delivered`)), 120_000);
    const check = setInterval(() => {
      if (delivery.length >= total) {
        clearTimeout(timer);
        clearInterval(check);
        resolve();
      }
    }, 50);
  });
  const started = performance.now();
  await Promise.all(
    pairs.map(async (x, i) => {
      // Spread the conversations over the interval so the load is even.
      await new Promise((r) => setTimeout(r, (i * INTERVAL_MS) / pairs.length));
      for (let k = 0; k < MESSAGES; k += 1) {
        const clientId = randomUUID();
        const at = performance.now();
        sentAt.set(clientId, at);
        x.patient.emit(
          'send-message',
          { otherUserId: x.therapistId, msg: `message ${k} of bench ${i}`, clientId },
          () => acks.push(performance.now() - at),
        );
        await new Promise((r) => setTimeout(r, INTERVAL_MS));
      }
    }),
  );
  await done;
  const seconds = (performance.now() - started) / 1000;
  for (const s of sockets) s.disconnect();
  return {
    sockets: sockets.length,
    connectSeconds,
    messages: delivery.length,
    rate: delivery.length / seconds,
    duplicates,
    p50: pct(delivery, 0.5),
    p99: pct(delivery, 0.99),
    ackP50: pct(acks, 0.5),
    ackP99: pct(acks, 0.99),
  };
}

const portA = 4700 + Math.floor(Math.random() * 40);
const portB = portA + 50;
const baseA = `http://127.0.0.1:${portA}`;
const baseB = `http://127.0.0.1:${portB}`;
const prepared = await prepare();
const twoNodes = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const nodeA = startNode(portA, prepared.env);
const nodeB = twoNodes ? startNode(portB, prepared.env) : undefined;
try {
  await waitReady(nodeA, baseA);
  if (nodeB) await waitReady(nodeB, baseB);
  const rows = [{ title: 'one node', ...(await run(prepared, baseA, baseA)) }];
  if (nodeB)
    rows.push({ title: 'two nodes (patients on A, therapists on B, Redis)', ...(await run(prepared, baseA, baseB)) });
  console.log(
    `\nChat: ${CONVERSATIONS} conversations × ${MESSAGES} messages, one every ${INTERVAL_MS} ms each, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}\n`,
  );
  console.log(
    '| setup | sockets | messages | msg/s | send→message p50 ms | p99 ms | ack p50 ms | ack p99 ms | duplicates |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.title} | ${r.sockets} | ${r.messages} | ${r.rate.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.ackP50.toFixed(1)} | ${r.ackP99.toFixed(1)} | ${r.duplicates} |`,
    );
  }
} finally {
  for (const child of [nodeA, nodeB]) {
    if (!child) continue;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  prepared.cleanup();
}
