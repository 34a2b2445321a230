import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/**
 * The checkout against the Razorpay adapter: the same stack as the main suite (same ports, so the two run one
 * after the other), with PAYMENT_GATEWAY=razorpay pointed at a local fake of Razorpay on port 4010.
 */
export default defineConfig({
  ...base,
  testDir: './razorpay',
  // Its two checkouts share the fake gateway: one at a time.
  workers: 1,
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx scripts/start-with-fake-razorpay.ts',
    cwd: '..',
    url: 'http://127.0.0.1:3000/healthz',
    timeout: 240_000,
    // Never reuse a running shop: it would be the sandbox one.
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // Every shopper in the suite comes from 127.0.0.1, so per-address rate limits would throttle the suite
    // itself; they are proven by the API tests (server/src/reliability/rate-limits.test.ts).
    env: { DATA_DIR: 'memory://', SITE_DIR: '.data/e2e-site', RATE_LIMIT_MAX: '0' },
  },
});
