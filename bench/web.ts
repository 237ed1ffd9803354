/**
 * `npm run bench:web`: builds the web app (as `npm start` does, into a folder of its own), starts
 * the real server on it (with the demo therapists seeded), and runs Lighthouse 12 with Debian's
 * Chromium on the mobile and desktop profiles against sign-up and login and, signed in as a fresh
 * patient, the screens a patient uses most: the dashboard, the therapist list, a therapist's profile
 * with its slots, the booking page (a hold of that therapist's first free slot) and Chats. Prints
 * one Markdown table (the median of BENCH_WEB_RUNS runs per page and profile) for bench/RESULTS.md.
 *
 * The patient is made through the server's API as a person would (captcha, phone code from the dev
 * outbox, name on onboarding page 1); its login reply goes into local storage under the keys the web
 * app writes after login (lib/session.ts), on a non-HTML address of the same origin so nothing is
 * cached before the measured load. Lighthouse then runs with storage reset off (it would sign out).
 *
 * BENCH_WEB_DIST=<folder> measures an existing build instead of building one;
 * BENCH_WEB_PAGES=dashboard,chats measures only the named rows;
 * BENCH_WEB_PROFILES=mobile measures only that profile;
 * BENCH_WEB_SAVE=<folder> keeps each run's Lighthouse report and its trace, with the page's CPU samples
 * (bench/web-trace.ts sums them by original file and function, or lists the long tasks with --tasks);
 * BENCH_WEB_THROTTLING=devtools slows the CPU (4× on mobile) and network for real and reports what was
 * observed. Lighthouse's default ('simulate') loads the page at full speed and estimates the slow
 * phone from that trace: its total blocking time moved by ±1 s between builds whose long tasks,
 * measured under a real 4× slowdown, moved the other way.
 *
 * The browser loads the pages through an HTTPS front speaking HTTP/2 (bench/h2-front.ts), as it does
 * in production behind the load balancer; BENCH_WEB_FRONT=http1 loads them from the server directly,
 * over plain HTTP/1.1, as the figures before 2026-11-28 were measured.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { type H2Front, startH2Front } from './h2-front';
import { waitReady } from './server-process';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const ALL_PROFILES = ['mobile', 'desktop'] as const;
const PROFILES = ALL_PROFILES.filter(
  (p) => !process.env.BENCH_WEB_PROFILES || process.env.BENCH_WEB_PROFILES.split(',').includes(p),
);
const THROTTLING = process.env.BENCH_WEB_THROTTLING as Flags['throttlingMethod'] | undefined;
if (THROTTLING && !['simulate', 'devtools', 'provided'].includes(THROTTLING)) {
  throw new Error(`BENCH_WEB_THROTTLING must be simulate, devtools or provided, not ${THROTTLING}`);
}
const FRONT = process.env.BENCH_WEB_FRONT ?? 'h2';
if (!['h2', 'http1'].includes(FRONT)) throw new Error(`BENCH_WEB_FRONT must be h2 or http1, not ${FRONT}`);
const root = path.resolve(import.meta.dirname, '..');
const port = 4800 + Math.floor(Math.random() * 90);
/** The server itself: the bench's own API calls go here. */
const base = `http://127.0.0.1:${port}`;
/** What the browser loads: the HTTP/2 front once it is up, else the server. */
let front: H2Front | undefined;
const pageOrigin = () => front?.origin ?? base;

/** What login and sign-up calls answer (contract loginData); stored as the web app stores it. */
interface LoginData {
  authToken: string;
  status: string;
  page: number;
  userType: string;
  oauthData: unknown;
}

interface Page {
  name: string;
  /** The address, worked out once the patient and the therapist exist. */
  path: (ctx: SignedIn) => string;
  /** Signed in as the bench's patient. */
  session: boolean;
  /** Runs before each measurement (a fresh hold for the booking page). */
  before?: (ctx: SignedIn) => Promise<void>;
}

interface SignedIn {
  login: LoginData;
  therapistId: string;
  scheduleId: string;
}

const PAGES: Page[] = [
  { name: 'sign-up', path: () => '/user/patient/signup', session: false },
  { name: 'login', path: () => '/user/patient/login', session: false },
  { name: 'dashboard', path: () => '/user/base/home/dashboard', session: true },
  { name: 'therapists', path: () => '/user/base/home/therapists', session: true },
  { name: 'profile', path: (c) => `/user/base/home/therapists/${c.therapistId}/profile`, session: true },
  {
    name: 'booking',
    path: (c) => `/user/base/home/book-appointment/${c.scheduleId}`,
    session: true,
    // A hold lasts 10 minutes and a new one releases the last: each run books a live hold.
    before: async (c) => {
      c.scheduleId = await holdFirstSlot(c.login.authToken, c.therapistId);
    },
  },
  { name: 'chats', path: () => '/user/base/home/messages', session: true },
];

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  /**
   * Lighthouse's measure of this machine's CPU speed at the time of the run (lhr.environment): ~1,000–2,500
   * on an ordinary laptop. Scores from hosts with different indexes do not compare (simulated throttling
   * slows what this CPU did by 4×, whatever the CPU).
   */
  cpuIndex: number;
}

/** Calls the real API and unwraps its { status, data } envelope. */
async function api<T>(method: string, route: string, opts: { data?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (opts.data !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${base}/api/v1${route}`, {
    method,
    headers,
    body: opts.data === undefined ? undefined : JSON.stringify(opts.data),
  });
  const json = (await res.json()) as { status: boolean; data: T & { message?: string } };
  if (!json.status) throw new Error(`${method} ${route} → ${res.status}: ${json.data?.message}`);
  return json.data;
}

/** The server's ALTCHA challenge solved as the browser widget does (altcha-lib is the server's dependency). */
async function captchaPass(): Promise<string> {
  const fromServer = createRequire(path.join(root, 'apps/server/package.json'));
  const esm = (id: string) => fromServer.resolve(id).replace('/dist/cjs/', '/dist/esm/');
  // Typed here by hand: the bench's tsconfig does not see the server's node_modules.
  type Solve = (o: { challenge: unknown; deriveKey: unknown; timeout: number }) => Promise<unknown>;
  const { solveChallenge } = (await import(pathToFileURL(esm('altcha-lib')).href)) as { solveChallenge: Solve };
  const { deriveKey } = (await import(pathToFileURL(esm('altcha-lib/algorithms/sha')).href)) as { deriveKey: unknown };
  const challenge = await api<unknown>('GET', '/registration/captcha-challenge');
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('could not solve the captcha challenge');
  const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  return (await api<{ captchaPass: string }>('POST', '/registration/verify-captcha', { data: { token } })).captchaPass;
}

/** A fresh patient: sign-up by phone code (read from the dev outbox), then named on onboarding page 1. */
async function newPatient(): Promise<LoginData> {
  const national = String(9_100_000_000 + Math.floor(Math.random() * 899_999_999));
  const dial = `+91-${national}`;
  await api('POST', '/registration/user/signup/send-verification', {
    data: { phoneNumber: dial, channel: 'sms', userType: 'patient', captchaPass: await captchaPass() },
  });
  let code: string | undefined;
  for (let i = 0; i < 40 && !code; i++) {
    const { messages } = await api<{ messages: { body: string }[] }>(
      'GET',
      `/dev/outbox?to=${encodeURIComponent(`+91${national}`)}`,
    );
    code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 250));
  }
  if (!code) throw new Error('no sign-up code in the outbox');
  const login = await api<LoginData>('POST', '/registration/patient/signup/check-verification', {
    data: { phoneNumber: dial, code },
  });
  await api('PUT', '/registration/patient/signup', {
    token: login.authToken,
    data: { page: 1, name: 'Bench Patient' },
  });
  return login;
}

/** The first therapist of the default list who has a free slot (the demo seed's therapists). */
async function therapistWithSlots(token: string): Promise<string> {
  const list = await api<{ doctors: { _id: string }[] }>('PATCH', '/user/provider/list', {
    token,
    data: { page: 0, limit: 10 },
  });
  for (const d of list.doctors) {
    const { slots } = await api<{ slots: unknown[] }>('GET', `/user/available-time-slot/${d._id}`, { token });
    if (slots.length > 0) return d._id;
  }
  throw new Error('no therapist with free slots (is SEED_DEMO on?)');
}

async function holdFirstSlot(token: string, therapistId: string): Promise<string> {
  const { slots } = await api<{ slots: { startTime: string }[] }>('GET', `/user/available-time-slot/${therapistId}`, {
    token,
  });
  const hold = await api<{ _id: string }>('POST', '/patient/schedule-details', {
    token,
    data: { providerId: therapistId, startTime: slots[0]!.startTime },
  });
  return hold._id;
}

/**
 * Signs the fresh browser in: the login reply into local storage under the web app's keys
 * (lib/session.ts saveSession), written from /readyz (same origin, no HTML, so no page code is cached).
 */
async function storeSession(chromePort: number, login: LoginData): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${pageOrigin()}/readyz`);
    await tab.evaluate((d) => {
      localStorage.setItem('authToken', d.authToken);
      localStorage.setItem('userType', d.userType);
      localStorage.setItem('accountStatus', d.status);
      localStorage.setItem('pageInfo', String(d.page));
      if (d.oauthData) localStorage.setItem('oauthData', JSON.stringify(d.oauthData));
    }, login);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run in a fresh browser; a failed trace (NO_NAVSTART happens now and then) is run again. */
async function audit(url: string, profile: (typeof ALL_PROFILES)[number], login?: LoginData): Promise<Figures> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', ...(front ? [front.chromeFlag] : [])],
    });
    try {
      if (login) await storeSession(chrome.port, login);
      return await auditOnce(url, profile, chrome.port, !!login);
    } catch (err) {
      lastError = err;
    } finally {
      await chrome.kill();
    }
  }
  throw lastError;
}

async function auditOnce(
  url: string,
  profile: (typeof ALL_PROFILES)[number],
  chromePort: number,
  signedIn: boolean,
): Promise<Figures> {
  const flags: Flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Resetting storage would sign the patient out; the browser is fresh, so its cache is empty anyway.
    disableStorageReset: signedIn,
    ...(THROTTLING ? { throttlingMethod: THROTTLING } : {}),
    // A saved trace carries the JavaScript's CPU samples too, so a long task can be traced to its source.
    ...(process.env.BENCH_WEB_SAVE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  };
  const result = await lighthouse(url, flags, profile === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // BENCH_WEB_SAVE=<folder> keeps each report for a closer look (Lighthouse's JSON, viewable in its viewer).
  if (process.env.BENCH_WEB_SAVE) {
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${profile}-${Date.now()}.json`;
    mkdirSync(process.env.BENCH_WEB_SAVE, { recursive: true });
    writeFileSync(path.join(process.env.BENCH_WEB_SAVE, name), JSON.stringify(lhr));
    // The page's trace beside it: what each long task spent its time on (open it in DevTools' Performance panel).
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace)
      writeFileSync(
        path.join(process.env.BENCH_WEB_SAVE, name.replace(/\.json$/, '.trace.json')),
        JSON.stringify(trace),
      );
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  // A page that sent the patient elsewhere (signed out, onboarding) measured the wrong screen.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
  }
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
    cpuIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
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
    cpuIndex: pick('cpuIndex'),
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

const only = process.env.BENCH_WEB_PAGES?.split(',').map((s) => s.trim());
const pages = only ? PAGES.filter((p) => only.includes(p.name)) : PAGES;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sahaj-bench-web-data-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    // The demo therapists (with availability) fill the list, the profile and the booking page.
    SEED_DEMO: 'true',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  // Five minutes: a shared, loaded machine can take minutes to start the server (PGlite, migrations, demo seed).
  await waitReady(server, base, 300_000);
  if (FRONT === 'h2') front = await startH2Front(port);
  let ctx: SignedIn | undefined;
  if (pages.some((p) => p.session)) {
    const login = await newPatient();
    const therapistId = await therapistWithSlots(login.authToken);
    ctx = { login, therapistId, scheduleId: '' };
  }
  const rows: string[] = [];
  for (const page of pages) {
    for (const profile of PROFILES) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        if (ctx) await page.before?.(ctx);
        const address = `${pageOrigin()}${page.path(ctx as SignedIn)}`;
        runs.push(await audit(address, profile, page.session ? ctx?.login : undefined));
      }
      const f = medianFigures(runs);
      const scores = runs.map((r) => r.score).join(', ');
      rows.push(
        `| ${page.name} | ${profile} | ${f.score} (${scores}) | ${(f.fcp / 1000).toFixed(2)} s | ${(f.lcp / 1000).toFixed(2)} s | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${f.jsKb.toFixed(1)} KB | ${Math.round(f.cpuIndex)} |`,
      );
      console.error(rows.at(-1));
    }
  }
  console.log(
    `\nLighthouse 12, ${RUNS} runs per row (median; every run's score in brackets), throttling ${THROTTLING ?? 'simulate'}, ${FRONT === 'h2' ? 'HTTP/2 over TLS through a front' : 'HTTP/1.1 from the server'}, Chromium ${CHROMIUM}\n`,
  );
  console.log('| page | profile | performance | FCP | LCP | TBT | CLS | JS transferred | CPU index |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  await front?.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  if (ownDist) rmSync(webDist, { recursive: true, force: true });
}
