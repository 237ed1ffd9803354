import { defineConfig } from 'vitest/config';
import { MOCKING_TESTS, webTest } from './vitest.shared';

// The web tests that replace modules with vi.mock: each file gets its own module graph.
export default defineConfig({
  ...webTest,
  test: {
    ...webTest.test,
    name: 'web-mocks',
    include: MOCKING_TESTS,
    isolate: true,
  },
});
