import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialJs, ROUTE_BUDGETS, readManifest } from './route-budget';

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

describe('first-visit JavaScript budget (gzip)', () => {
  for (const budget of ROUTE_BUDGETS) {
    it(`${budget.page} loads at most ${budget.maxKb} KB before it shows`, () => {
      const js = initialJs(dist, readManifest(dist), budget.module);
      const kb = js.gzipBytes / 1024;
      const biggest = js.files
        .slice(0, 8)
        .map((f) => `${f.file} ${(f.gzipBytes / 1024).toFixed(1)} KB`)
        .join(', ');
      // The message names the largest files: look there first (a library imported statically that
      // only a later step needs? load it with import() or put it behind a lazy route).
      expect(kb, `${budget.page}: ${kb.toFixed(1)} KB gzip; largest: ${biggest}`).toBeLessThanOrEqual(budget.maxKb);
    });
  }

  it('counts what a page imports statically, not what it loads later', () => {
    const manifest = readManifest(dist);
    const signup = initialJs(dist, manifest, ROUTE_BUDGETS[0].module);
    // altcha (the captcha) is fetched on submit only: it must not be part of the first download.
    expect(signup.files.some((f) => f.file.includes('altcha'))).toBe(false);
    expect(Object.values(manifest).some((c) => c.file.includes('altcha'))).toBe(true);
    expect(() => initialJs(dist, manifest, 'src/no-such-page.tsx')).toThrow(/not a chunk/);
  });
});
