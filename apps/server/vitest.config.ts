import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Test files share the worker's database (emptied per file), so the module that holds it must live on.
    isolate: false,
    // Two cores: two workers, each with its own database.
    maxWorkers: 2,
    // Its own worker limit means its own group: it runs after the contract and web projects.
    sequence: { groupOrder: 1 },
    // A limit for a hung test, not a slow machine: tests wait for events, and a loaded two-core box
    // makes a 3 s test take 15 s or more.
    testTimeout: 60_000,
    // Starting a test app (migrations on a fresh PGlite) takes seconds on a quiet machine, near a minute on a loaded one.
    hookTimeout: 120_000,
  },
});
