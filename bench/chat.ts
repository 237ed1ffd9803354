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
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { appointments, users } from '../apps/server/src/db/schema/index';
import { seedReference } from '../apps/server/src/db/seed/index';
import { TokenService } from '../apps/server/src/lib/tokens';
import { BENCH_JWT_SECRET, spawnBenchServer, waitReady } from './server-process';

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const CONVERSATIONS = Number(process.env.BENCH_CHAT_CONVERSATIONS ?? 200);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 10);
const INTERVAL_MS = Number(process.env.BENCH_CHAT_INTERVAL_MS ?? 500);
const JWT_SECRET = BENCH_JWT_SECRET;
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
  // BENCH_CHAT_NODE_ARGS: extra Node flags for the servers, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  return spawnBenchServer(port, env, (process.env.BENCH_CHAT_NODE_ARGS ?? '').split(' ').filter(Boolean));
}

function connect(base: string, ns: string, token: string): Promise<Socket> {
  const s = io(`${base}${ns}`, { query: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

type Pair = Prepared['pairs'][number] & { patient: Socket; therapist: Socket };

/** Connects everyone (patients to `patientBase`, therapists to `therapistBase`); recipients acknowledge as the web app does. */
async function connectAll(p: Prepared, patientBase: string, therapistBase: string) {
  const sockets: Socket[] = [];
  const t0 = performance.now();
  const pairs: Pair[] = [];
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
  const step = { sentAt: new Map<string, number>(), delivery: [] as number[], seen: new Set<string>(), duplicates: 0 };
  for (const x of pairs) {
    x.therapist.on('message', (m: { _id: string; clientId: string | null; patientId: string; providerId: string }) => {
      // As the web app does: every message that reaches a browser is acknowledged (delivered), the
      // warm-up's too (an unacknowledged message costs a missed-message notification 4 s later).
      x.therapist.emit('message-acknowledgement', { patientId: m.patientId, providerId: m.providerId, msgId: m._id });
      const at = m.clientId ? step.sentAt.get(m.clientId) : undefined;
      if (!m.clientId || at === undefined) return;
      if (step.seen.has(m.clientId)) step.duplicates += 1;
      step.seen.add(m.clientId);
      step.delivery.push(performance.now() - at);
    });
  }
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
  return { pairs, sockets, connectSeconds, step };
}

/** The chat counters of every node (apps/server/src/modules/chat/metrics.ts) and their process figures, summed. */
async function scrape(bases: string[]): Promise<Map<string, number>> {
  const sum = new Map<string, number>();
  for (const base of bases) {
    const text = await (await fetch(`${base}/metrics`)).text();
    for (const line of text.split('\n')) {
      const m = /^((?:chat_|process_cpu_seconds_total|nodejs_eventloop_lag_p99_seconds)[^\s]*)\s+([0-9.eE+-]+)$/.exec(
        line,
      );
      if (!m) continue;
      const key = m[1]!.startsWith('process_cpu') || m[1]!.startsWith('nodejs_') ? `${m[1]}@${base}` : m[1]!;
      sum.set(key, (sum.get(key) ?? 0) + Number(m[2]));
    }
  }
  return sum;
}

/** One measured step: every conversation sends MESSAGES messages, one every `intervalMs`. */
async function measure(c: Awaited<ReturnType<typeof connectAll>>, bases: string[], intervalMs: number) {
  const { pairs, step } = c;
  step.sentAt.clear();
  step.seen.clear();
  step.delivery = [];
  step.duplicates = 0;
  const acks: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const before = await scrape(bases);
  loop.enable();
  const total = pairs.length * MESSAGES;
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${step.delivery.length} of ${total} delivered`)), 120_000);
    const check = setInterval(() => {
      if (step.delivery.length >= total) {
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
      await new Promise((r) => setTimeout(r, (i * intervalMs) / pairs.length));
      for (let k = 0; k < MESSAGES; k += 1) {
        const clientId = randomUUID();
        const at = performance.now();
        step.sentAt.set(clientId, at);
        x.patient.emit(
          'send-message',
          { otherUserId: x.therapistId, msg: `message ${k} of bench ${i}`, clientId },
          () => acks.push(performance.now() - at),
        );
        await new Promise((r) => setTimeout(r, intervalMs));
      }
    }),
  );
  await done;
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  // The acknowledgements' delivered marks and the missed-message claims (CHAT_OFFLINE_AFTER_MS later) settle.
  await new Promise((r) => setTimeout(r, 1500));
  const after = await scrape(bases);
  const d = (k: string) => (after.get(k) ?? 0) - (before.get(k) ?? 0);
  const n = step.delivery.length;
  const kinds = ['insert', 'delivered', 'claim'] as const;
  const perKind = Object.fromEntries(
    kinds.map((kind) => {
      const statements = d(`chat_db_statements_total{kind="${kind}"}`);
      const items = d(`chat_db_items_total{kind="${kind}"}`);
      return [
        kind,
        {
          statements,
          perItem: items ? statements / items : 0,
          batch: statements ? items / statements : 0,
          statementMs: statements ? d(`chat_db_statement_ms_sum{kind="${kind}"}`) / statements : 0,
          queuedMs: items ? d(`chat_db_queued_ms_total{kind="${kind}"}`) / items : 0,
        },
      ];
    }),
  ) as Record<
    (typeof kinds)[number],
    { statements: number; perItem: number; batch: number; statementMs: number; queuedMs: number }
  >;
  let emits = 0;
  let emitMs = 0;
  for (const [k] of after) {
    if (k.startsWith('chat_emits_total')) emits += d(k);
    if (k.startsWith('chat_emit_ms_total')) emitMs += d(k);
  }
  const cpu = bases.map((b) => d(`process_cpu_seconds_total@${b}`) / (seconds + 1.5));
  const lag = bases.map((b) => (after.get(`nodejs_eventloop_lag_p99_seconds@${b}`) ?? 0) * 1000);
  return {
    offered: (pairs.length * 1000) / intervalMs,
    messages: n,
    rate: n / seconds,
    duplicates: step.duplicates,
    p50: pct(step.delivery, 0.5),
    p99: pct(step.delivery, 0.99),
    ackP50: pct(acks, 0.5),
    ackP99: pct(acks, 0.99),
    statementsPerMessage: n ? kinds.reduce((a, k) => a + perKind[k].statements, 0) / n : 0,
    perKind,
    emitsPerMessage: n ? emits / n : 0,
    emitMsPerMessage: n ? emitMs / n : 0,
    sendMs: d('chat_send_ms_count') ? d('chat_send_ms_sum') / d('chat_send_ms_count') : 0,
    cpu,
    serverLagP99: lag,
    clientLagP99: loop.percentile(99) / 1e6,
  };
}

type Step = Awaited<ReturnType<typeof measure>>;

/** The offered rates of the saturation search (BENCH_CHAT_SWEEP, messages/s; empty to skip). */
const SWEEP = (process.env.BENCH_CHAT_SWEEP ?? '200,300,400,500,600,800')
  .split(',')
  .map(Number)
  .filter((x) => x > 0);
const GOAL_P99_MS = 50;

async function runSetup(p: Prepared, patientBase: string, therapistBase: string) {
  const bases = [...new Set([patientBase, therapistBase])];
  const c = await connectAll(p, patientBase, therapistBase);
  const steps: Step[] = [await measure(c, bases, INTERVAL_MS)];
  // The saturation point: the highest offered rate whose p99 stays under the goal (stops at the first miss).
  let saturation: number | undefined;
  for (const rate of SWEEP) {
    const s = await measure(c, bases, (p.pairs.length * 1000) / rate);
    steps.push(s);
    if (s.p99 >= GOAL_P99_MS || s.rate < rate * 0.9) break;
    saturation = rate;
  }
  for (const s of c.sockets) s.disconnect();
  return { sockets: c.sockets.length, connectSeconds: c.connectSeconds, steps, saturation };
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
  const setups = [{ title: 'one node', ...(await runSetup(prepared, baseA, baseA)) }];
  if (nodeB) setups.push({ title: 'two nodes (Redis)', ...(await runSetup(prepared, baseA, baseB)) });
  const f = (x: number, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : '–');
  console.log(
    `\nChat: ${CONVERSATIONS} conversations, ${SOCKETS} sockets, ${MESSAGES} messages per conversation per step, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; first step one message every ${INTERVAL_MS} ms each, then the saturation search\n`,
  );
  console.log(
    '| setup | offered msg/s | delivered msg/s | send→message p50 ms | p99 ms | ack p50 ms | ack p99 ms | duplicates |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of setups)
    for (const s of r.steps)
      console.log(
        `| ${r.title} | ${f(s.offered, 0)} | ${f(s.rate, 0)} | ${f(s.p50)} | ${f(s.p99)} | ${f(s.ackP50)} | ${f(s.ackP99)} | ${s.duplicates} |`,
      );
  console.log(
    "\nWhere the time goes (per delivered message; batches = items per statement; from the servers' /metrics):\n",
  );
  console.log(
    '| setup | offered | DB statements/msg | insert batch | insert queued ms | insert stmt ms | delivered batch | delivered stmt ms | claim batch | emits/msg | emit ms/msg | send→ack on server ms | server CPU (per node) | server loop p99 ms | bench loop p99 ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---:|');
  for (const r of setups)
    for (const s of r.steps) {
      const k = s.perKind;
      console.log(
        `| ${r.title} | ${f(s.offered, 0)} | ${f(s.statementsPerMessage, 2)} | ${f(k.insert.batch)} | ${f(k.insert.queuedMs)} | ${f(k.insert.statementMs)} | ${f(k.delivered.batch)} | ${f(k.delivered.statementMs)} | ${f(k.claim.batch)} | ${f(s.emitsPerMessage)} | ${f(s.emitMsPerMessage, 2)} | ${f(s.sendMs)} | ${s.cpu.map((x) => `${Math.round(x * 100)}%`).join(' / ')} | ${s.serverLagP99.map((x) => f(x, 0)).join(' / ')} | ${f(s.clientLagP99, 0)} |`,
      );
    }
  console.log('');
  for (const r of setups)
    console.log(
      `Saturation (${r.title}): ${r.saturation === undefined ? `below ${SWEEP[0]} msg/s` : `${r.saturation} msg/s`} is the highest offered rate with p99 < ${GOAL_P99_MS} ms (connect ${r.connectSeconds.toFixed(1)} s, ${r.sockets} sockets)`,
    );
} finally {
  for (const child of [nodeA, nodeB]) {
    if (!child) continue;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  prepared.cleanup();
}
