import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run, five projects: contract (pure), server (API on a real database), web and web-mocks
// (React, jsdom; see apps/web/vitest.shared.ts), web-build (a production build of the web app and its
// byte budget).
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      'apps/web/vitest.mocks.config.ts',
      'apps/web/vitest.build.config.ts',
    ],
    // One worker per core. Vitest 4's default is one fewer than the cores (its docs say all of them),
    // which on a two-core machine ran the 84 web files one at a time: 320 s of an idle core.
    // The server project sets its own (each worker holds a database).
    maxWorkers: availableParallelism(),
  },
});
