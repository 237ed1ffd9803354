import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** The secret the bench servers sign with; the benches issue their own tokens with it. */
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';

/**
 * The server from source (tsx) on `port`, as the HTTP and socket benches run it: no demo seed, no
 * background jobs, warnings only. `env` picks the database (DATABASE_URL or DATA_DIR) and anything else;
 * `nodeArgs` are extra Node flags (e.g. `--cpu-prof`).
 */
export function spawnBenchServer(port: number, env: NodeJS.ProcessEnv, nodeArgs: string[] = []): ChildProcess {
  return spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.resolve(import.meta.dirname, '../apps/server/src/main.ts')],
    {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        RUN_JOBS: 'false',
        JWT_SECRET: BENCH_JWT_SECRET,
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** Waits (two minutes unless told) until `base`/readyz answers; fails at once if the process exits. */
export async function waitReady(child: ChildProcess, base: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
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
