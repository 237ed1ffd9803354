// `npm run test:e2e [-- playwright args]`: builds the web app into a folder of its own for this run
// (so two runs never serve each other's assets), then runs Playwright against the real server.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const webDist = mkdtempSync(path.join(tmpdir(), 'sahaj-e2e-web-'));
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let status = run('npx', ['vite', 'build', 'apps/web', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir'], {});
if (status === 0) {
  status = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    WEB_DIST: webDist,
  });
}
rmSync(webDist, { recursive: true, force: true });
process.exit(status);
