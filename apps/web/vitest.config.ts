import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Mantine components under jsdom on a busy two-core machine can take a few seconds per test, and
    // a test that passes alone in 3 s hit 15 s under an 18-minute loaded run: the limit is for a hung
    // test, not a slow machine.
    testTimeout: 60_000,
  },
});
