/**
 * `npm run bench`: starts the real server (embedded database, production-like logging off) in a
 * child process and measures, in the same run, a no-op route (/healthz) and a database-backed
 * lookup (GET /api/v1/public/languages?searchKey=en) with autocannon. Prints a table and the ratio.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { waitReady } from './server-process';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = 4900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sahaj-bench-'));

async function measure(title: string, url: string) {
  // Warm up caches and the JIT before measuring.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${title}: ${r.non2xx} non-2xx replies, ${r.errors} errors`);
  return { title, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total };
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.resolve(import.meta.dirname, '../apps/server/src/main.ts')],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
try {
  await waitReady(child, base, 60_000);
  const noop = await measure('no-op (GET /healthz)', `${base}/healthz`);
  const lookup = await measure(
    'GET /api/v1/public/languages?searchKey=en',
    `${base}/api/v1/public/languages?searchKey=en`,
  );
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s per route, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}\n`,
  );
  console.log('| route | req/s | p50 ms | p99 ms | requests |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of [noop, lookup])
    console.log(`| ${r.title} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.total} |`);
  console.log(`\nlookup / no-op throughput ratio: ${(lookup.rps / noop.rps).toFixed(2)}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
