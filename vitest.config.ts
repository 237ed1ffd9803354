import { defineConfig } from 'vitest/config';

// One Vitest run, four projects: contract (pure), server (API on a real database), web (React, jsdom),
// web-build (a production build of the web app and its byte budget).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web', 'apps/web/vitest.build.config.ts'],
  },
});
