import { type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BUNDLE = path.join(ROOT, 'apps/server/dist/main.js');
const RUNS = Number(process.env.SHUTDOWN_RUNS ?? 20);

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

/** Starts the production bundle (`node apps/server/dist/main.js`, as `npm run start:server` does). */
function start(dataDir: string) {
  const server = startServerProcess({
    args: [BUNDLE],
    cwd: ROOT,
    dataDir,
    env: {
      NODE_ENV: 'development',
      // Every request is logged: plenty of output to fill a pipe nobody reads.
      LOG_LEVEL: 'info',
      RUN_JOBS: 'true',
      // The demo seed is beside the point and slow to check on every start.
      SEED_DEMO: 'false',
    },
  });
  children.push(server.child);
  return server;
}

const exitWithin = (c: ChildProcess, ms: number) =>
  new Promise<string>((resolve) => {
    if (c.exitCode !== null || c.signalCode !== null) return resolve(`exited ${c.exitCode ?? c.signalCode}`);
    const timer = setTimeout(() => resolve('still running'), ms);
    c.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(`exited ${code ?? signal}`);
    });
  });

/**
 * Issue 9 #11: SIGTERM ends the production process within 10 s even when whoever read its stdout
 * has gone (closed the pipe) or stopped reading (a full pipe), 20 times in a row on one data dir.
 */
// It runs on the embedded database whatever DATABASE_URL says, so the PostgreSQL pass of the suite skips it.
describe.skipIf(!!process.env.DATABASE_URL)('shutdown of the production bundle', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sahaj-shutdown-'));
  beforeAll(() => {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { cwd: ROOT, stdio: 'inherit' });
    expect(existsSync(BUNDLE)).toBe(true);
  }, 120_000);

  it(`exits within 10 s of SIGTERM with its stdout reader gone or stalled, ${RUNS} times in a row`, async () => {
    const results: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const s = start(dataDir);
      const url = await s.url;
      // Half the runs the reader closes the pipe; half it stops reading while the pipe fills.
      if (i % 2 === 0) s.child.stdout!.destroy();
      else s.child.stdout!.pause();
      s.child.stderr!.destroy();
      const sends = Array.from({ length: 300 }, (_, n) =>
        fetch(`${url}/healthz?n=${n}&pad=${'x'.repeat(400)}`).catch(() => undefined),
      );
      await Promise.all(sends);
      s.child.kill('SIGTERM');
      const result = await exitWithin(s.child, 10_000);
      results.push(result);
      if (result === 'still running') break;
    }
    expect(results).toEqual(Array(RUNS).fill('exited 0'));
  }, 900_000);
});
