import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../../db/database';
import type { OutgoingMail } from './mail-catalogue';

/** The queue each message's job waits in, and the one pg-boss moves a job to once its retries are spent. */
export const MAIL_QUEUE = 'mail';
export const UNDELIVERABLE_QUEUE = 'mail-undeliverable';

/** How the queue retries a message (decision 040); the worker sets the configured one when it starts. */
export interface RetryPolicy {
  /** Attempts after the first. */
  retryLimit: number;
  /** The first retry's delay; each later one doubles it (pg-boss adds up to as much again at random). */
  retryDelaySeconds: number;
  /** How long one attempt may take before the job is taken as lost (a process that died mid-send) and retried. */
  sendTimeoutSeconds: number;
}

/** 10 retries from 5 s, doubling: the first 9 alone wait at least 42 minutes, so an hour-long outage loses nothing. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { retryLimit: 10, retryDelaySeconds: 5, sendTimeoutSeconds: 60 };

/** The mail queue as pg-boss keeps it: its retries, its send timeout, and where a message goes once they are spent. */
export function mailQueue(policy: RetryPolicy): PgBoss.Queue {
  return {
    name: MAIL_QUEUE,
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: policy.sendTimeoutSeconds,
    deadLetter: UNDELIVERABLE_QUEUE,
  };
}

/**
 * pg-boss's SQL on the shop's own database, PGlite or PostgreSQL (decision 040). Its statements with parameters run
 * as they are; a script without parameters is one of its self-contained `BEGIN; ...; COMMIT;` blocks (schema,
 * maintenance), run inside a transaction of ours: on one connection, so PGlite's single session and the pool's
 * connections are never left in a failed transaction when a statement of it fails (ours rolls back; its own
 * BEGIN and COMMIT inside ours are only warnings).
 */
export function jobQueueDb(db: Database): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values?.length) return { rows: await db.query(text, values) };
      return { rows: await db.transaction((tx) => tx.query(text)) };
    },
  };
}

/** pg-boss's SQL inside the caller's transaction: a job sent through it commits or rolls back with the event. */
const inTransaction = (tx: Queryable): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: await tx.query(text, values ?? []) }),
});

/**
 * Sends jobs only, each through the caller's transaction (`send`'s `db` option): it holds no connection and
 * starts nothing, so one serves every app in the process.
 */
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('the mail queue sends only inside a transaction')),
  },
  supervise: false,
  schedule: false,
  migrate: false,
});

async function installMailQueue(db: Database, policy: RetryPolicy): Promise<void> {
  const boss = new PgBoss({ db: jobQueueDb(db), supervise: false, schedule: false, migrate: true });
  await boss.start();
  if (!(await boss.getQueue(UNDELIVERABLE_QUEUE))) await boss.createQueue(UNDELIVERABLE_QUEUE);
  if (!(await boss.getQueue(MAIL_QUEUE))) await boss.createQueue(MAIL_QUEUE, mailQueue(policy));
  await boss.stop({ graceful: false, close: false });
}

/**
 * Installs (or upgrades) pg-boss's tables and the mail queues; safe to run on every start, by every copy. API
 * copies starting together on a fresh PostgreSQL database race to make them: one can fail on the other's
 * schema half made, or deadlock with it creating a queue. Each attempt is its own transactions, rolled back on
 * failure, and the copy that lost tries again and finds them made.
 */
export async function prepareMailQueue(db: Database, policy: RetryPolicy = DEFAULT_RETRY_POLICY): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await installMailQueue(db, policy);
    } catch (error) {
      if (attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/** A job for a message that already has its row (the owner's Retry, a job lost with its archive). */
export async function sendMailJob(tx: Queryable, messageId: string, jobId?: string): Promise<void> {
  await sender.send(MAIL_QUEUE, { messageId }, { db: inTransaction(tx), ...(jobId ? { id: jobId } : {}) });
  wakeMailWorkers();
}

/**
 * Queues a message in the caller's transaction: it is sent if and only if the event commits, and once per event
 * (`eventKey`), however often the event is repeated. Returns false when this event's message was queued before.
 */
export async function queueMail(tx: Queryable, mail: OutgoingMail): Promise<boolean> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO mail_messages (event_key, kind, recipient, data) VALUES ($1, $2, $3, $4)
     ON CONFLICT (event_key) DO NOTHING RETURNING id`,
    [mail.eventKey, mail.kind, mail.to, JSON.stringify(mail.data)],
  );
  if (!row) return false;
  // The job's id is the message's: pg-boss itself refuses a second job for one message.
  await sendMailJob(tx, row.id, row.id);
  return true;
}

const localWorkers = new Set<() => void>();

/** A worker in this process asks to be woken when a message is queued here. */
export function onMailQueued(wake: () => void): () => void {
  localWorkers.add(wake);
  return () => localWorkers.delete(wake);
}

/**
 * Wakes this process's workers instead of letting them sleep out their polling interval. After the current
 * turn: on PGlite their fetch then waits for the event's transaction (one session), and on PostgreSQL a fetch
 * that runs before the commit finds nothing and the next poll takes it.
 */
function wakeMailWorkers(): void {
  if (localWorkers.size) setTimeout(() => localWorkers.forEach((wake) => wake()), 0);
}
