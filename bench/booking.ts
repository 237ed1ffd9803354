/**
 * `npm run bench:booking` (also part of `npm run bench`): the booking figures of issue 11.
 *  1. Slot engine alone: one therapist-month per call, median over 1,000 generated therapists.
 *  2. First available slot across 1,000 therapists (one pass, median of several passes).
 *  3. PATCH /user/provider/list against the real server with BENCH_THERAPISTS (10,000) seeded
 *     therapists, next to the no-op route and the signed-in floor (a route that only checks the
 *     session) in the same run (autocannon), on PostgreSQL when
 *     DATABASE_URL is set (a database of its own, sahaj_bench_booking), else on embedded PGlite.
 *     Every filter and sort of the spec and deep pages (issue 25), each with its ratio to the no-op
 *     route, and EXPLAIN ANALYZE of each shape's page and count queries (BENCH_EXPLAIN=0 skips it).
 *     BENCH_THERAPISTS=100000 for the issue 25 figure; BENCH_SHAPES=rare,kochi measures only the
 *     shapes whose title contains one of those words.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { providerListBody } from '@sahaj/contract';
import autocannon from 'autocannon';
import { eq, ne, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { specialities, users } from '../apps/server/src/db/schema/index';
import { seedReference } from '../apps/server/src/db/seed/index';
import { TokenService } from '../apps/server/src/lib/tokens';
import { computeSlots, firstAvailable } from '../apps/server/src/modules/booking/slot-engine';
import { narrows, readMatchesFirst } from '../apps/server/src/modules/discovery/page-plan';
import { discoveryRepository } from '../apps/server/src/modules/discovery/repository';
import { random, randomAvailability, seedBenchTherapists } from './booking-seed';
import { BENCH_JWT_SECRET, spawnBenchServer, waitReady } from './server-process';

const THERAPISTS = Number(process.env.BENCH_THERAPISTS ?? 10_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// 1 and 2: the pure engine ----------------------------------------------------------------------
function engineFigures() {
  const rand = random(7);
  const now = new Date();
  const month = new Date(now.getTime() + 30 * 86_400_000);
  const therapists = Array.from({ length: 1000 }, () => {
    const av = randomAvailability(rand);
    const busy = Array.from({ length: 12 }, () => {
      const start = new Date(now.getTime() + Math.floor(rand() * 30 * 24) * 3_600_000);
      return { start, end: new Date(start.getTime() + 3_600_000) };
    });
    return { av, busy };
  });
  const q = { now, minNoticeMinutes: 120, horizonDays: 60 };
  // Warm the JIT and the zone caches.
  for (const t of therapists.slice(0, 200)) computeSlots(t.av, { ...q, from: now, to: month, busy: t.busy });
  const perTherapist = therapists.map((t) => {
    const runs: number[] = [];
    for (let k = 0; k < 5; k += 1) {
      const start = performance.now();
      computeSlots(t.av, { ...q, from: now, to: month, busy: t.busy });
      runs.push(performance.now() - start);
    }
    return median(runs);
  });
  const passes: number[] = [];
  for (let k = 0; k < 7; k += 1) {
    const start = performance.now();
    for (const t of therapists) firstAvailable(t.av, { ...q, busy: t.busy });
    passes.push(performance.now() - start);
  }
  return {
    monthMedianMs: median(perTherapist),
    monthP90Ms: [...perTherapist].sort((a, b) => a - b)[Math.floor(perTherapist.length * 0.9)]!,
    firstAvailable1000Ms: median(passes),
  };
}

// 3: the list route -----------------------------------------------------------------------------
const port = 4800 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const JWT_SECRET = BENCH_JWT_SECRET;

/** A speciality the bench adds to the reference list and gives to nobody. */
const RARE_SPECIALITY = 'Bench: nobody has it';

/** Ids the shapes filter by: two specialities every tenth therapist has, and one nobody has. */
interface BenchIds {
  spec: string;
  spec2: string;
  rare: string;
}

/** The list shapes measured (issue 25): every filter and sort the spec names, and deep pages. */
const ALL_LIST_SHAPES: Array<{ title: string; filter: (ids: BenchIds) => object }> = [
  { title: 'default: RatingHigh, page 0, limit 10', filter: () => ({}) },
  { title: 'RatingLow', filter: () => ({ sort: 'RatingLow' }) },
  { title: 'FeeLow', filter: () => ({ sort: 'FeeLow' }) },
  { title: 'FeeHigh', filter: () => ({ sort: 'FeeHigh' }) },
  { title: 'Oldest', filter: () => ({ sort: 'Oldest' }) },
  { title: 'Newest', filter: () => ({ sort: 'Newest' }) },
  { title: 'None', filter: () => ({ sort: 'None' }) },
  { title: 'specialisation (2 ids)', filter: (x) => ({ specialization: [x.spec, x.spec2] }) },
  { title: 'a rare speciality (nobody has it)', filter: (x) => ({ specialization: [x.rare] }) },
  { title: 'gender Female', filter: () => ({ gender: 'Female' }) },
  { title: 'city kochi', filter: () => ({ city: 'kochi' }) },
  { title: 'languages Hindi, Tamil', filter: () => ({ languagesKnown: ['Hindi', 'Tamil'] }) },
  {
    title: 'gender, language, FeeLow, page 3',
    filter: () => ({ gender: 'Female', languagesKnown: ['English'], sort: 'FeeLow', page: 3 }),
  },
  {
    title: 'speciality, city, gender, Newest',
    filter: (x) => ({ specialization: [x.spec], city: 'Pune', gender: 'Male', sort: 'Newest' }),
  },
  { title: 'text "sharma", Newest', filter: () => ({ text: 'sharma', sort: 'Newest' }) },
  { title: 'text "sharm" (partial)', filter: () => ({ text: 'sharm' }) },
  { title: 'text "meenaksi" (typo)', filter: () => ({ text: 'meenaksi' }) },
  { title: 'deep page 100 (limit 10)', filter: () => ({ page: 100 }) },
  { title: 'deep page 1000, FeeHigh', filter: () => ({ page: 1000, sort: 'FeeHigh' }) },
  { title: 'deep page 200, city kochi, Oldest', filter: () => ({ page: 200, city: 'kochi', sort: 'Oldest' }) },
];

const shapeWords = process.env.BENCH_SHAPES?.split(',').filter(Boolean);
const LIST_SHAPES = shapeWords
  ? ALL_LIST_SHAPES.filter((s) => shapeWords.some((w) => s.title.includes(w)))
  : ALL_LIST_SHAPES;

/** EXPLAIN ANALYZE of each shape's page and count queries, printed beside the figures. */
async function explainShapes(database: Awaited<ReturnType<typeof openDatabase>>, ids: BenchIds) {
  const repo = discoveryRepository(database.db);
  const listed = await repo.count(providerListBody.parse({}));
  for (const shape of LIST_SHAPES) {
    const filter = providerListBody.parse(shape.filter(ids));
    // The plan the server chooses from the filter's count (page-plan.ts).
    const matchesFirst = readMatchesFirst(filter, await repo.count(filter), listed);
    // The statements the server runs: an unfiltered page is one, a filtered one two (repository.ts).
    const pageStatements = narrows(filter)
      ? ([
          [
            matchesFirst ? 'page ids (matches first)' : 'page ids (walks the sort index)',
            repo.pageIdsQuery(filter, matchesFirst).toSQL(),
          ],
          [
            "the page's cards",
            repo.cardsQuery((await repo.pageIdsQuery(filter, matchesFirst)).map((r) => r.therapistId)).toSQL(),
          ],
        ] as const)
      : ([['page (one statement: its ids, then their cards)', repo.wholePageQuery(filter).toSQL()]] as const);
    for (const [what, q] of [...pageStatements, ['count', repo.countQuery(filter).toSQL()]] as const) {
      const { rows } = await database.executeSql(`explain (analyze, buffers) ${q.sql}`, q.params);
      const plan = rows.map((r) => Object.values(r as object)[0]).join('\n    ');
      console.log(`\n### ${shape.title} — ${what}\n    ${plan}`);
    }
  }
}

async function prepareDatabase(): Promise<{
  env: Record<string, string>;
  token: string;
  therapistId: string;
  specs: BenchIds;
  cleanup: () => void;
}> {
  let env: Record<string, string>;
  let cleanup = () => {};
  let database: Awaited<ReturnType<typeof openDatabase>>;
  if (process.env.DATABASE_URL) {
    const name = 'sahaj_bench_booking';
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    // BENCH_REUSE_DB=1 measures again on the database the last run seeded (a 100,000 seed takes
    // minutes); migrations added since are applied, the seed is not repeated.
    const reuse =
      process.env.BENCH_REUSE_DB === '1' &&
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (!reuse) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    }
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    database = await openDatabase({ databaseUrl: url.toString() });
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sahaj-bench-booking-'));
    env = { DATA_DIR: dataDir };
    cleanup = () => rmSync(dataDir, { recursive: true, force: true });
    database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  }
  await runMigrations(database);
  const seeded = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'bench.therapist.0@bench.sahaj.local'));
  let ids: string[];
  if (process.env.BENCH_REUSE_DB === '1' && seeded.length) {
    ids = seeded.map((r) => r.id);
    await database.db.delete(users).where(eq(users.email, 'bench.patient@bench.sahaj.local'));
    await database.db.execute(sql`analyze`);
    console.log('reusing the seeded bench database (BENCH_REUSE_DB=1)');
  } else {
    await seedReference({ db: database.db } as Parameters<typeof seedReference>[0]);
    const started = performance.now();
    ids = await seedBenchTherapists(database, THERAPISTS);
    console.log(`seeded ${THERAPISTS} therapists in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const specRows = await database.db
    .select({ id: specialities.id })
    .from(specialities)
    .where(ne(specialities.name, RARE_SPECIALITY))
    .orderBy(specialities.name);
  // A speciality just added to the reference list: nobody has it yet.
  await database.db.insert(specialities).values({ name: RARE_SPECIALITY }).onConflictDoNothing();
  const [rare] = await database.db
    .select({ id: specialities.id })
    .from(specialities)
    .where(eq(specialities.name, RARE_SPECIALITY));
  const specs = { spec: specRows[0]!.id, spec2: specRows[1]!.id, rare: rare!.id };
  if (process.env.BENCH_EXPLAIN !== '0') await explainShapes(database, specs);
  const [patient] = await database.db
    .insert(users)
    .values({
      userType: 'patient',
      status: 'active',
      page: 6,
      email: 'bench.patient@bench.sahaj.local',
      firstName: 'Bench',
      lastName: 'Patient',
      name: 'Bench Patient',
    })
    .returning({ id: users.id });
  const { token } = await new TokenService(database.db, JWT_SECRET).issue(
    { id: patient!.id, userType: 'patient' },
    { ttlSeconds: 3600 },
  );
  await database.close();
  return { env, token, therapistId: ids[0]!, specs, cleanup };
}

async function measure(title: string, opts: autocannon.Options) {
  await autocannon({ ...opts, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ ...opts, connections: CONNECTIONS, duration: DURATION_S });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${title}: ${r.non2xx} non-2xx replies, ${r.errors} errors`);
  return { title, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total };
}

const engine = engineFigures();
console.log('\nSlot engine (pure, 1,000 generated therapists)');
console.log(
  `  one therapist-month: median ${engine.monthMedianMs.toFixed(3)} ms, p90 ${engine.monthP90Ms.toFixed(3)} ms (goal < 2 ms)`,
);
console.log(
  `  first available slot across 1,000 therapists: ${engine.firstAvailable1000Ms.toFixed(1)} ms (goal < 200 ms)`,
);

if (process.env.BENCH_SKIP_HTTP !== '1') {
  const prepared = await prepareDatabase();
  // BENCH_NODE_ARGS: extra Node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const child = spawnBenchServer(port, prepared.env, (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean));

  try {
    await waitReady(child, base);
    const headers = { authorization: `Bearer ${prepared.token}`, 'content-type': 'application/json' };
    const list = (body: object) => ({
      url: `${base}/api/v1/user/provider/list`,
      method: 'PATCH' as const,
      headers,
      body: JSON.stringify(body),
    });
    const noop = await measure('no-op (GET /healthz)', { url: `${base}/healthz` });
    // The ceiling of a signed-in list: the token checked and its session read (one prepared
    // statement), then a reply of about a page's size (162 currencies, 8.9 KB of JSON, from memory)
    // validated and serialised. A search does all of that and its own queries besides.
    const floor = await measure('signed-in floor (GET /user/currency-codes: the session check only)', {
      url: `${base}/api/v1/user/currency-codes`,
      headers,
    });
    const rows = [noop, floor];
    for (const shape of LIST_SHAPES)
      rows.push(await measure(`PATCH /user/provider/list (${shape.title})`, list(shape.filter(prepared.specs))));
    rows.push(
      await measure('GET /user/available-time-slot/{id} (14 days)', {
        url: `${base}/api/v1/user/available-time-slot/${prepared.therapistId}`,
        headers,
      }),
    );
    console.log(
      `\n${THERAPISTS} therapists, ${CONNECTIONS} connections, ${DURATION_S} s per route, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}\n`,
    );
    console.log('| route | req/s | p50 ms | p99 ms | requests | / no-op |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const r of rows)
      console.log(
        `| ${r.title} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} | ${(r.rps / noop.rps).toFixed(2)} |`,
      );
    const defaultList = rows.find((r) => r.title.includes('(default:'));
    if (defaultList)
      console.log(`\nlist (default) / no-op throughput ratio: ${(defaultList.rps / noop.rps).toFixed(2)}`);
    console.log(`signed-in floor / no-op throughput ratio: ${(floor.rps / noop.rps).toFixed(2)}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    prepared.cleanup();
  }
}
