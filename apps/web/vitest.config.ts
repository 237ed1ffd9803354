import { defineConfig } from 'vitest/config';
import { MOCKING_TESTS, webTest } from './vitest.shared';

// The web tests that mock no module: they share each worker's modules (see vitest.shared.ts).
export default defineConfig({
  ...webTest,
  test: {
    ...webTest.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: MOCKING_TESTS,
    isolate: false,
  },
});
