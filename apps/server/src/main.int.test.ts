import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process';

const MAIN = path.join(import.meta.dirname, 'main.ts');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

/** Starts `node main.ts` like `npm start` does and resolves with its URL once it listens. */
function start(dataDir: string, env: Record<string, string> = {}) {
  const server = startServerProcess({ args: ['--import', 'tsx', MAIN], dataDir, env });
  children.push(server.child);
  return server;
}

const exited = (c: ChildProcess) => new Promise<number | null>((r) => c.once('exit', (code) => r(code)));

describe('the server process', () => {
  it('starts on a fresh data dir, prints the URL and demo logins, and stops cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sahaj-main-'));
    const s = start(dir);
    const url = await s.url;
    expect(s.output()).toContain('admin@sahaj.local / Admin@12345');
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const login = await fetch(`${url}/api/v1/public/languages?searchKey=hindi`);
    expect(((await login.json()) as { data: { count: number } }).data.count).toBe(1);
    const code = exited(s.child);
    s.child.kill('SIGTERM');
    expect(await code).toBe(0);

    // A second start on the same data keeps the data and seeds nothing twice.
    const again = start(dir);
    const url2 = await again.url;
    const langs = await fetch(`${url2}/api/v1/public/languages?limit=100`);
    const { data } = (await langs.json()) as { data: { languages: Array<{ language: string }> } };
    expect(data.languages.filter((l) => l.language === 'Hindi')).toHaveLength(1);
    const code2 = exited(again.child);
    again.child.kill('SIGINT');
    expect(await code2).toBe(0);
  }, 300_000); // two cold starts through tsx and the demo seed: 83 s on a loaded machine

  it('refuses to start in production without its settings, naming the variable', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sahaj-main-'));
    const s = start(dir, { NODE_ENV: 'production' });
    await expect(s.url).rejects.toThrow(/Sahaj cannot start: Missing setting JWT_SECRET/);
    expect(s.child.exitCode).toBe(1);
  }, 120_000); // a cold start through tsx: 16 s on a loaded machine
});
