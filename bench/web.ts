/**
 * `npm run bench:web`: builds the web app (as `npm start` does, into a folder of its own), starts
 * the real server on it, and runs Lighthouse 12 with Debian's Chromium against the sign-up and
 * login pages on the mobile and desktop profiles. Prints one Markdown table (the median of
 * BENCH_WEB_RUNS runs per page and profile) for bench/RESULTS.md.
 *
 * BENCH_WEB_DIST=<folder> measures an existing build instead of building one.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const PAGES = [
  { name: 'sign-up', path: '/user/patient/signup' },
  { name: 'login', path: '/user/patient/login' },
];
const PROFILES = ['mobile', 'desktop'] as const;
const root = path.resolve(import.meta.dirname, '..');
const port = 4800 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
}

async function waitReady(child: ChildProcess): Promise<void> {
  // Five minutes: a shared, loaded machine can take minutes to start the server (PGlite, migrations).
  const deadline = Date.now() + 300_000;
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

/** One Lighthouse run in a fresh browser; a failed trace (NO_NAVSTART happens now and then) is run again. */
async function audit(url: string, profile: (typeof PROFILES)[number]): Promise<Figures> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox'],
    });
    try {
      return await auditOnce(url, profile, chrome.port);
    } catch (err) {
      lastError = err;
    } finally {
      await chrome.kill();
    }
  }
  throw lastError;
}

async function auditOnce(url: string, profile: (typeof PROFILES)[number], chromePort: number): Promise<Figures> {
  const flags: Flags = { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const result = await lighthouse(url, flags, profile === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // BENCH_WEB_SAVE=<folder> keeps each report for a closer look (Lighthouse's JSON, viewable in its viewer).
  if (process.env.BENCH_WEB_SAVE) {
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${profile}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.BENCH_WEB_SAVE, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    | { items: { resourceType: string; transferSize: number }[] }
    | undefined;
  const script = summary?.items.find((i) => i.resourceType === 'script')?.transferSize ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: ms('cumulative-layout-shift'),
    jsKb: script / 1024,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

function medianFigures(runs: Figures[]): Figures {
  const pick = (k: keyof Figures) => median(runs.map((r) => r[k]));
  return {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    jsKb: pick('jsKb'),
  };
}

let webDist = process.env.BENCH_WEB_DIST;
const ownDist = !webDist;
if (!webDist) {
  webDist = mkdtempSync(path.join(tmpdir(), 'sahaj-bench-web-'));
  const built = spawnSync(
    'npx',
    ['vite', 'build', 'apps/web', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) throw new Error('vite build failed');
}
if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`no index.html in ${webDist}`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'sahaj-bench-web-data-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitReady(server);
  const rows: string[] = [];
  for (const page of PAGES) {
    for (const profile of PROFILES) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${base}${page.path}`, profile));
      const f = medianFigures(runs);
      const scores = runs.map((r) => r.score).join(', ');
      rows.push(
        `| ${page.path} | ${profile} | ${f.score} (${scores}) | ${(f.fcp / 1000).toFixed(2)} s | ${(f.lcp / 1000).toFixed(2)} s | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${f.jsKb.toFixed(1)} KB |`,
      );
      console.error(rows.at(-1));
    }
  }
  console.log(`\nLighthouse 12, ${RUNS} runs per row (median; every run's score in brackets), Chromium ${CHROMIUM}\n`);
  console.log('| page | profile | performance | FCP | LCP | TBT | CLS | JS transferred |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  if (ownDist) rmSync(webDist, { recursive: true, force: true });
}
