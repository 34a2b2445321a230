/**
 * Runs the fake Razorpay on its own (the e2e stack): `tsx fake-razorpay-main.ts`, configured by the same
 * RAZORPAY_* variables as the API plus FAKE_RAZORPAY_PORT and FAKE_RAZORPAY_WEBHOOK_URL.
 */
import { startFakeRazorpay } from './fake-razorpay';

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`fake Razorpay: ${name} is not set`);
  return value;
};

const fake = await startFakeRazorpay({
  keyId: required('RAZORPAY_KEY_ID'),
  keySecret: required('RAZORPAY_KEY_SECRET'),
  webhookSecret: required('RAZORPAY_WEBHOOK_SECRET'),
  port: Number(process.env.FAKE_RAZORPAY_PORT ?? 4010),
  webhookUrl: required('FAKE_RAZORPAY_WEBHOOK_URL'),
});
console.warn(`Fake Razorpay listening at ${fake.url} (hosted pages at ${fake.url}/pay/:plink_id)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
