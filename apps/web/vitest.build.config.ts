import { defineConfig } from 'vitest/config';

// The build checks (apps/web/build): Node, no browser globals, a production build per run.
export default defineConfig({
  test: {
    name: 'web-build',
    include: ['build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
