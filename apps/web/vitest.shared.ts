import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { ViteUserConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * Test files that replace modules with vi.mock / vi.doMock. They need a module graph of their own
 * (isolation); every other web test shares its worker's modules, which saves importing React, Mantine
 * and the app again for each of ~80 files (the web tests took 5 minutes isolated, 1.5 without).
 * Found by reading the files, so a new test that mocks a module is isolated without anyone listing it.
 */
export const MOCKING_TESTS: string[] = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f))
  .map((f) => `src/${f.split(path.sep).join('/')}`)
  .filter((f) => /\bvi\.(doMock|mock)\(/.test(readFileSync(path.join(root, f), 'utf8')));

/** What both web projects share: React, jsdom and the setup that resets the page after each test. */
export const webTest = {
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Mantine components under jsdom on a busy two-core machine can take a few seconds per test, and
    // a test that passes alone in 3 s hit 15 s under an 18-minute loaded run: the limit is for a hung
    // test, not a slow machine.
    testTimeout: 60_000,
  },
} satisfies ViteUserConfig;
