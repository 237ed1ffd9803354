import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Chosen once in the main process; workers inherit the environment, so they agree on it.
process.env.E2E_PORT ??= String(4100 + Math.floor(Math.random() * 800));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'sahaj-e2e-'));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
// Video sessions (issue 14): the app hands out TURN credentials for a loopback coturn that the
// video-call journey starts on this port with this shared secret.
process.env.E2E_TURN_PORT ??= String(port + 20000);
process.env.E2E_TURN_SECRET ??= 'e2e-turn-shared-secret-0123456789';

export default defineConfig({
  testDir: './tests',
  // Several runs side by side (helpers, CI) each keep their traces: E2E_OUTPUT_DIR picks the folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  // Two cores: the server takes one, so two browser workers at most.
  workers: process.env.CI ? 2 : 2,
  fullyParallel: false,
  retries: 0,
  // Two browsers, the server and its embedded database share two cores (load 10 to 12): a first page
  // load has taken over 10 s there (CI at 4985f01: eleven journeys failed on first-render waits alone).
  // A passing wait still ends the moment it passes; only a real failure waits this long.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        // Calls: a fake camera and microphone, and no permission prompt.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx ../apps/server/src/main.ts',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      SEED_DEMO: 'true',
      // Sessions bookable right away, so the video-call journey can start one now (other journeys pick later days).
      BOOKING_MIN_NOTICE_MINUTES: '0',
      TURN_URLS: `turn:127.0.0.1:${process.env.E2E_TURN_PORT}?transport=udp`,
      TURN_SECRET: process.env.E2E_TURN_SECRET,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
