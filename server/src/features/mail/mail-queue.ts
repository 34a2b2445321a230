import { PgBoss, type ConstructorOptions, type Db, type Queue } from 'pg-boss';
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
export function mailQueue(policy: RetryPolicy): Omit<Queue, 'name'> {
  return {
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: policy.sendTimeoutSeconds,
    deadLetter: UNDELIVERABLE_QUEUE,
  };
}

/**
 * A pg-boss that only runs what it is asked: no supervisor, no schedules, no schema changes unless `migrate`, and
 * no row in its instance registry (a table with a heartbeat the shop never reads).
 */
export const jobQueue = (db: Db, options: Partial<ConstructorOptions> = {}) =>
  new PgBoss({ db, supervise: false, schedule: false, migrate: false, registerInstance: false, ...options });

/**
 * pg-boss's SQL on the shop's own database, PGlite or PostgreSQL (decision 040). A statement runs as it is. A
 * script that opens its own transaction (`BEGIN; ...; COMMIT;`: schema, queues, maintenance) runs inside one of
 * ours, on one connection, so a failure in it rolls back there and never leaves PGlite's single session or a
 * pooled connection in a failed transaction (its BEGIN and COMMIT inside ours are only warnings). Scripts
 * return the rows of all their statements, as pg-boss expects.
 */
export function jobQueueDb(db: Database): Db {
  return {
    async executeSql(text, values) {
      if (!values?.length && /^\s*BEGIN\b/i.test(text)) return { rows: await db.transaction((tx) => tx.query(text)) };
      return { rows: await db.query(text, values ?? []) };
    },
  };
}

/** pg-boss's SQL inside the caller's transaction: what it reads and writes commits or rolls back with the event. */
const inTransaction = (tx: Queryable): Db => ({
  executeSql: async (text, values) => ({ rows: await tx.query(text, values ?? []) }),
});

/**
 * Runs `work` with a pg-boss wholly inside the caller's transaction: it reads the queues and writes the jobs
 * there, so a job commits or rolls back with the event, and it holds nothing once the transaction ends.
 */
export async function withJobQueue<R>(tx: Queryable, work: (boss: PgBoss) => Promise<R>): Promise<R> {
  // Its metrics would describe an instance that lives for one send; the worker's report the queue.
  const boss = jobQueue(inTransaction(tx), { openTelemetry: { enabled: false } });
  await boss.start();
  try {
    return await work(boss);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

/** A job for a message that already has its row (the owner's Retry). */
export async function sendMailJob(tx: Queryable, messageId: string, jobId?: string): Promise<void> {
  await withJobQueue(tx, (boss) => boss.send(MAIL_QUEUE, { messageId }, jobId ? { id: jobId } : {}));
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
