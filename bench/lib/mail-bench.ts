import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/src/app';
import type { Database } from '../../server/src/db/database';
import { createPgliteDatabase } from '../../server/src/db/pglite-database';
import { prepareDatabase } from '../../server/src/prepare-database';
import { payOrder, placeOnlineOrder } from '../../server/src/test/mail-test-kit';
import { createEmulatorUser, type EmulatorUser } from '../../server/src/test/emulator-users';
import { startMailCatcher, type MailCatcher } from '../../server/src/test/mail-catcher';
import { shippingAddress } from '../../server/src/test/shipping-address';
import { AUTH_EMULATOR_HOST, ensureAuthEmulator } from '../../scripts/lib/auth-emulator';

export interface MailBenchResults {
  /** Payment webhook to the confirmation in the catcher, ms, one order at a time. */
  latency: { orders: number; p50: number; p95: number; max: number };
  /** Messages the worker sent per second with a full queue. */
  throughput: { kind: string; messages: number; seconds: number; perSecond: number }[];
  /** 1-minute load average before and after the part, and the cores it had. */
  load: { before: number; after: number; cores: number };
}

const ORDERS = 50;
const CONTACT_FORMS = 300;
const PAID_ORDERS = 100;
const MUG = 'forest-green-mug';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** The app as `npm start` builds it, on `db`; sending through the catcher when `catcher` is given. */
function shop(db: Database, catcher?: MailCatcher): Promise<FastifyInstance> {
  return buildApp({ db, ...(catcher ? { mailer: { smtpUrl: catcher.smtpUrl } } : {}) });
}

async function sentCount(db: Database): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM mail_messages WHERE status = 'sent'`);
  return Number(row?.n ?? 0);
}

/** Waits for the catcher to hold the message with this subject; the time it was first seen there. */
async function caught(catcher: MailCatcher, subject: string): Promise<number> {
  for (;;) {
    const response = await fetch(`${catcher.webUrl}/api/email?subject=${encodeURIComponent(subject)}`);
    if (((await response.json()) as unknown[]).length) return performance.now();
    await delay(5);
  }
}

async function latency(catcher: MailCatcher, user: EmulatorUser): Promise<MailBenchResults['latency']> {
  const db = await createPgliteDatabase('memory://');
  await prepareDatabase(db);
  await db.query('UPDATE products SET stock = 100000 WHERE id = $1', [MUG]);
  const app = await shop(db, catcher);
  const times: number[] = [];
  try {
    for (let i = 0; i < ORDERS; i++) {
      const order = await placeOnlineOrder(app, user, { items: [{ id: MUG, quantity: 1 }], shippingAddress });
      const started = performance.now();
      await payOrder(app, order);
      times.push((await caught(catcher, `Your Mitti Studio order ${order.orderNumber} is confirmed`)) - started);
    }
  } finally {
    await app.close();
    await db.close();
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    orders: ORDERS,
    p50: Math.round(percentile(sorted, 0.5)),
    p95: Math.round(percentile(sorted, 0.95)),
    max: Math.round(sorted.at(-1)!),
  };
}

/**
 * A full queue: the messages are queued by the real routes with no worker running, then one worker starts and
 * sends them all; messages per second from its start to the last one sent.
 */
async function throughput(
  catcher: MailCatcher,
  kind: string,
  fill: (app: FastifyInstance) => Promise<void>,
): Promise<MailBenchResults['throughput'][number]> {
  const db = await createPgliteDatabase('memory://');
  await prepareDatabase(db);
  await db.query('UPDATE products SET stock = 100000 WHERE id = $1', [MUG]);
  const filler = await shop(db);
  await fill(filler);
  await filler.close();
  const [queued] = await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM mail_messages`);
  const messages = Number(queued?.n ?? 0);
  const started = performance.now();
  const app = await shop(db, catcher);
  try {
    while ((await sentCount(db)) < messages) await delay(50);
  } finally {
    await app.close();
    await db.close();
  }
  const seconds = (performance.now() - started) / 1000;
  return { kind, messages, seconds: Number(seconds.toFixed(1)), perSecond: Number((messages / seconds).toFixed(1)) };
}

/** Issue 32's figures: webhook to inbox, and the worker's rate, on PGlite as `npm start` runs it. */
export async function benchMail(): Promise<MailBenchResults> {
  const before = os.loadavg()[0]!;
  const stopEmulator = await ensureAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_EMULATOR_HOST;
  const catcher = await startMailCatcher();
  try {
    const user = await createEmulatorUser();
    const results = {
      latency: await latency(catcher, user),
      throughput: [
        await throughput(catcher, 'contact form (to the studio and an acknowledgement)', async (app) => {
          for (let i = 0; i < CONTACT_FORMS; i++) {
            const payload = { name: 'Asha Rao', email: `reader-${i}@example.in`, message: `Question ${i}` };
            await app.inject({ method: 'POST', url: '/api/contacts', payload });
          }
        }),
        await throughput(catcher, 'paid order (confirmation with invoice PDF, and the studio alert)', async (app) => {
          for (let i = 0; i < PAID_ORDERS; i++) {
            const order = await placeOnlineOrder(app, user, { items: [{ id: MUG, quantity: 1 }], shippingAddress });
            await payOrder(app, order);
          }
        }),
      ],
    };
    return { ...results, load: { before, after: os.loadavg()[0]!, cores: os.cpus().length } };
  } finally {
    await catcher.stop();
    await stopEmulator();
  }
}
