import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: contract (pure), server (API on a real database), web (React, jsdom).
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
