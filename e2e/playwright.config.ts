import { defineConfig, devices } from '@playwright/test';
import { assertSupportedNode } from '@mitti/shared/node-runtime';
import { CHROMIUM_ARGS, testChromium } from '../scripts/lib/chromium';

// The runner and its workers run on the Node the shop runs on (decision 042); the shop it starts checks its own.
assertSupportedNode('The browser test run', process.versions.node);

/**
 * The e2e suite drives the composed site in a real Chromium. It starts the whole shop itself, exactly as
 * `npm start` does, on a fresh in-memory database.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    // No trace of every test: recording one cost a third of the suite's time; a failed test prints its pages'
    // text instead (e2e/support/test.ts, decision 064). `--trace on` records one when a failure needs it.
    trace: 'off',
    launchOptions: {
      executablePath: testChromium(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    cwd: '..',
    // The shop's port answers last (after the emulator, the API and the remotes' ports), so the whole shop is up.
    url: 'http://127.0.0.1:3000/healthz',
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    // Every shopper in the suite comes from 127.0.0.1, so per-address rate limits would throttle the suite
    // itself; they are proven by the API tests (server/src/reliability/rate-limits.test.ts).
    env: { DATA_DIR: 'memory://', SITE_DIR: '.data/e2e-site', RATE_LIMIT_MAX: '0' },
  },
});
