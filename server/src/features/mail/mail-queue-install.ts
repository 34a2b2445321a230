import type { Database } from '../../db/database';
import {
  DEFAULT_RETRY_POLICY,
  jobQueue,
  jobQueueDb,
  MAIL_QUEUE,
  mailQueue,
  type RetryPolicy,
  UNDELIVERABLE_QUEUE,
  withJobQueue,
} from './mail-queue';

/**
 * pg-boss 10's schema (version 24), which pg-boss 11 and later cannot migrate: the shop moves it aside, installs
 * the current one, queues again every message still waiting, then drops it (decision 040, 2026-11-26).
 */
const RETIRED_SCHEMA = 'pgboss_v10';
const FIRST_MIGRATABLE_VERSION = 25;
/** One copy at a time moves the old schema and requeues (several API copies start together). */
const LOCK = `SELECT pg_advisory_xact_lock(hashtext('mitti:mail-queue-cutover'))`;

async function retireOldSchema(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(LOCK);
    const [found] = await tx.query<{ exists: boolean }>(`SELECT to_regclass('pgboss.version') IS NOT NULL AS exists`);
    if (!found?.exists) return;
    const [row] = await tx.query<{ version: number }>('SELECT version FROM pgboss.version');
    if (row && row.version >= FIRST_MIGRATABLE_VERSION) return;
    await tx.query(`ALTER SCHEMA pgboss RENAME TO ${RETIRED_SCHEMA}`);
  });
}

/** Every message still queued gets its job (its id is the message's, so one that has it already is skipped). */
async function requeueFromRetiredSchema(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(LOCK);
    const [found] = await tx.query<{ exists: boolean }>(
      `SELECT EXISTS (SELECT FROM pg_namespace WHERE nspname = $1) AS exists`,
      [RETIRED_SCHEMA],
    );
    if (!found?.exists) return;
    const waiting = await tx.query<{ id: string }>(`SELECT id FROM mail_messages WHERE status = 'queued'`);
    if (waiting.length) {
      await withJobQueue(tx, (boss) =>
        boss.insert(
          MAIL_QUEUE,
          waiting.map(({ id }) => ({ id, data: { messageId: id } })),
        ),
      );
    }
    await tx.query(`DROP SCHEMA ${RETIRED_SCHEMA} CASCADE`);
  });
}

async function installMailQueue(db: Database, policy: RetryPolicy): Promise<void> {
  await retireOldSchema(db);
  const boss = jobQueue(jobQueueDb(db), { migrate: true });
  await boss.start();
  try {
    if (!(await boss.getQueue(UNDELIVERABLE_QUEUE))) await boss.createQueue(UNDELIVERABLE_QUEUE);
    if (!(await boss.getQueue(MAIL_QUEUE))) await boss.createQueue(MAIL_QUEUE, mailQueue(policy));
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
  await requeueFromRetiredSchema(db);
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
