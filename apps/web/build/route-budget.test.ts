import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterLoadJs,
  chunkKey,
  firstPaintFiles,
  firstPaintJs,
  MAX_FIRST_PAINT_SCRIPTS,
  ROUTE_BUDGETS,
  type RouteJs,
  readManifest,
  scriptFiles,
  staticClosure,
} from './route-budget';

const webRoot = path.resolve(import.meta.dirname, '..');
let dist: string;

// A production build of the app as it is (the real vite.config), into a folder of this run's own.
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'sahaj-budget-'));
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      mode: 'production',
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir: dist, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 300_000);

afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** '…: 439.9 KB gzip; largest: index-….js 119.0 KB, …' — the message names where to look first. */
function describeJs(page: string, js: RouteJs): string {
  const biggest = js.files
    .slice(0, 8)
    .map((f) => `${f.file} ${(f.gzipBytes / 1024).toFixed(1)} KB`)
    .join(', ');
  return `${page}: ${(js.gzipBytes / 1024).toFixed(1)} KB gzip; largest: ${biggest}`;
}

/** Those of `files` (scripts of the build) that hold zod's schema classes. */
const withZod = (files: string[]) =>
  files.filter((file) => readFileSync(path.join(dist, file), 'utf8').includes('$ZodObject'));

// How to raise a budget deliberately: apps/web/build/route-budget.ts (the comment above ROUTE_BUDGETS).
describe('JavaScript budget per route (gzip)', () => {
  for (const budget of ROUTE_BUDGETS) {
    it(`${budget.page} loads at most ${budget.firstPaintKb} KB before it shows`, () => {
      const js = firstPaintJs(dist, readManifest(dist), budget);
      // A library imported statically that only a later step needs? load it with import().
      expect(js.gzipBytes / 1024, describeJs(budget.page, js)).toBeLessThanOrEqual(budget.firstPaintKb);
    });

    it(`${budget.page} runs at most ${MAX_FIRST_PAINT_SCRIPTS} script files before it shows`, () => {
      const files = firstPaintFiles(readManifest(dist), budget);
      expect(files.length, `${budget.page}: ${files.join(', ')}`).toBeLessThanOrEqual(MAX_FIRST_PAINT_SCRIPTS);
    });

    it(`${budget.page} loads at most ${budget.afterLoadKb} KB in all once it has loaded`, () => {
      const js = afterLoadJs(dist, readManifest(dist), budget);
      expect(js.gzipBytes / 1024, describeJs(budget.page, js)).toBeLessThanOrEqual(budget.afterLoadKb);
    });
  }

  // Schemas are for forms and the server: a page that shows data validates nothing before it shows.
  // A constant or helper imported from a module of schemas brought that module's schemas and zod
  // (~25 KB gzip) into every signed-in page: keep such names in a module without schemas (issue 25).
  it('no page carries zod before it shows', () => {
    const manifest = readManifest(dist);
    for (const budget of ROUTE_BUDGETS) {
      expect(withZod(firstPaintFiles(manifest, budget)), `${budget.page} runs zod before it shows`).toEqual([]);
    }
  });

  // The shell's overlays (the socket's listeners, the call window, the company-invite notice) load on
  // every signed-in page just after it shows: evaluating zod's schemas there was 20–50 ms of a phone's
  // main thread per page before the 4× slowdown (issue 25's traces).
  it("the shell's overlays carry no zod", () => {
    const manifest = readManifest(dist);
    const overlays = staticClosure(manifest, [chunkKey(manifest, 'src/app/shell/shell-overlays.tsx')]);
    expect(withZod(scriptFiles(manifest, overlays)), 'the shell overlays run zod').toEqual([]);
  });

  it('counts what a page imports statically before it shows, and what it loads itself afterwards', () => {
    const manifest = readManifest(dist);
    const signup = ROUTE_BUDGETS[0]!;
    const first = firstPaintJs(dist, manifest, signup);
    const after = afterLoadJs(dist, manifest, signup);
    // altcha (the captcha) is fetched on submit only: not part of the first download, but of the total.
    expect(first.files.some((f) => f.file.includes('altcha'))).toBe(false);
    expect(after.files.some((f) => f.file.includes('altcha'))).toBe(true);
    expect(after.gzipBytes).toBeGreaterThan(first.gzipBytes);
    // Another screen is not part of sign-up's total: the dashboard's page loads on navigation.
    const dashboardPage = manifest[ROUTE_BUDGETS.find((b) => b.page.endsWith('/dashboard'))!.module]!.file;
    expect(after.files.some((f) => f.file === dashboardPage)).toBe(false);
    // A shell page pays for the shell's frame before it shows.
    const chats = firstPaintJs(dist, manifest, ROUTE_BUDGETS.find((b) => b.page.endsWith('/messages'))!);
    expect(chats.files.some((f) => /shell-layout/.test(f.file))).toBe(true);
    expect(() => firstPaintJs(dist, manifest, { module: 'src/no-such-page.tsx' })).toThrow(/not a chunk/);
  });
});
