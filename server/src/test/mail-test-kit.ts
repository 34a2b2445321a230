import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { Database } from '../db/database';
import type { MailerOptions } from '../features/mail-sending/mail-plugin';
import { bearer, type EmulatorUser } from './emulator-users';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { refOf, sendWebhook } from './order-test-kit';
import { createTestDatabase, testApiUrl } from './test-app';

export const STUDIO_MAILBOX = 'studio@mittistudio.test';

/**
 * Retries in seconds, not minutes: the outage cases are proven with short timings (issue 32). The send timeout
 * stays long: a catcher slow to answer on a busy machine would otherwise have a message it already took sent
 * again. The tests of a send that hangs set their own.
 */
export const QUICK_RETRIES = { retryLimit: 3, retryDelaySeconds: 1, sendTimeoutSeconds: 30 };

/** A mailer for tests: the catcher's SMTP server, quick polling and retries, the studio's test mailbox. */
export const testMailer = (smtpUrl: string, extra: Partial<MailerOptions> = {}): MailerOptions => ({
  smtpUrl,
  studioAddress: STUDIO_MAILBOX,
  pollingSeconds: 0.5,
  retry: QUICK_RETRIES,
  ...extra,
});

export interface MailTestApp {
  app: FastifyInstance;
  db: Database;
  catcher: MailCatcher;
  close(): Promise<void>;
}

/** The real app on a fresh database, sending through a MailDev of its own (`mail` adds to the test mailer). */
export async function startMailTestApp(
  options: Partial<BuildAppOptions> & { mail?: Partial<MailerOptions> } = {},
): Promise<MailTestApp> {
  const { mail, ...appOptions } = options;
  const catcher = await startMailCatcher();
  const db = options.db ?? (await createTestDatabase());
  const app = await buildApp({
    publicApiUrl: testApiUrl,
    mailer: testMailer(catcher.smtpUrl, mail),
    ...appOptions,
    db,
  });
  return {
    app,
    db,
    catcher,
    async close() {
      await app.close();
      await db.close();
      await catcher.stop();
    },
  };
}

/**
 * An online order or booking through the sandbox gateway: its id, number and gateway reference. `headers` are the
 * page's (`Accept-Language: hi` from a Hindi one).
 */
export async function placeOnlineOrder(
  app: FastifyInstance,
  user: EmulatorUser,
  orderData: object,
  headers: Record<string, string> = {},
) {
  const intent = await app.inject({
    method: 'POST',
    url: '/api/payment/create-intent',
    headers: { ...bearer(user), ...headers },
    payload: { orderData: { paymentMethod: 'online', ...orderData }, paymentData: {} },
  });
  if (intent.statusCode !== 201) throw new Error(`create-intent: ${intent.statusCode} ${intent.body}`);
  const { orderId, paymentLink, orderNumber, amount } = intent.json<{
    orderId: string;
    paymentLink: string;
    orderNumber: string;
    amount: number;
  }>();
  return { orderId, orderNumber, ref: refOf(paymentLink), amountPaise: Math.round(amount * 100) };
}

let eventNumber = 0;

/** The gateway's signed webhook for the order's payment; `id` repeats one (a webhook delivered twice). */
export async function payOrder(
  app: FastifyInstance,
  order: { ref: string; amountPaise: number },
  outcome = 'success',
  id = `evt_mail_${process.pid}_${++eventNumber}`,
) {
  const response = await sendWebhook(app, { id, gatewayOrderRef: order.ref, outcome, amountPaise: order.amountPaise });
  if (response.statusCode !== 200) throw new Error(`webhook: ${response.statusCode} ${response.body}`);
  return id;
}

/** Waits until every message queued so far has been sent or has failed for good. */
export async function settled(db: Database, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const [row] = await db.query<{ waiting: number | string }>(
      `SELECT count(*) AS waiting FROM mail_messages WHERE status = 'queued'`,
    );
    if (Number(row?.waiting) === 0) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${row?.waiting} message(s) still queued`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
