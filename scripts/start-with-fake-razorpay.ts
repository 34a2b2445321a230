/**
 * The whole shop with PAYMENT_GATEWAY=razorpay against a local fake of Razorpay's API on port 4010 (the
 * Razorpay e2e suite's web server). Test keys only; nothing here talks to razorpay.com.
 */
import path from 'node:path';
import { repoRoot, API_PORT } from './apps';
import { nodeCommand, startProcess, waitForUrl } from './lib/processes';

export const FAKE_RAZORPAY_PORT = 4010;

Object.assign(process.env, {
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_MittiE2eFake',
  RAZORPAY_KEY_SECRET: 'e2e_fake_key_secret_0001',
  RAZORPAY_WEBHOOK_SECRET: 'e2e_fake_webhook_secret_01',
  RAZORPAY_API_BASE: `http://127.0.0.1:${FAKE_RAZORPAY_PORT}`,
});

startProcess(
  'fake-razorpay',
  ...nodeCommand('tsx', [path.join(repoRoot, 'server/src/test/fake-razorpay/fake-razorpay-main.ts')]),
  {
    FAKE_RAZORPAY_PORT: String(FAKE_RAZORPAY_PORT),
    FAKE_RAZORPAY_WEBHOOK_URL: `http://127.0.0.1:${API_PORT}/api/payment/webhook/razorpay`,
  },
);
await waitForUrl(`http://127.0.0.1:${FAKE_RAZORPAY_PORT}/`, 30_000);
// The normal start, with the variables above inherited by the API it spawns.
await import('./start');
