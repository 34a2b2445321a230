import type { FastifyBaseLogger } from 'fastify';
import type { Job, JobResult } from 'pg-boss';
import type { Database } from '../../db/database';
import type { InvoiceSettings } from '../invoices/invoice-settings';
import type { MailKind } from '../mail/mail-catalogue';
import { jobQueue, jobQueueDb, MAIL_QUEUE, mailQueue, onMailQueued, UNDELIVERABLE_QUEUE } from '../mail/mail-queue';
import type { MailSettings } from '../mail/mail-settings';
import { composeMail, type StoredMail } from './mail-compose';
import { describeSendError, UndeliverableAddressError } from './mail-errors';
import { createMailTransport } from './mail-transport';

export interface MailWorkerOptions {
  db: Database;
  settings: MailSettings;
  invoices: InvoiceSettings;
  log: FastifyBaseLogger;
}

export interface MailWorker {
  /** Stops fetching, lets sends in progress finish (their jobs are retried if they cannot), closes the pool. */
  stop(): Promise<void>;
}

/** Messages sent at once by one worker: the pool's connections each take a share. */
const BATCH_SIZE = 8;

interface MailJob {
  messageId: string;
}

/**
 * Takes a message for this attempt: counts the attempt and reads it, unless it was sent already (a job that
 * outlived its message's delivery: a repeated job, or the owner's Retry racing the last retry).
 */
async function claim(db: Database, messageId: string): Promise<StoredMail | undefined> {
  const [row] = await db.query<StoredMail & { kind: MailKind }>(
    `UPDATE mail_messages SET attempts = attempts + 1 WHERE id = $1 AND status <> 'sent'
     RETURNING id, kind, recipient, data`,
    [messageId],
  );
  return row;
}

/**
 * The shop's mail worker (decision 040): pg-boss jobs on the shop's database, sent through nodemailer. Any number
 * of API copies run one each; pg-boss hands each job to one of them (SKIP LOCKED), retries a failed send with
 * backoff, retries one whose process died mid-send once its send timeout has passed, and moves a message whose
 * retries are spent to the undeliverable queue, where it is marked failed for the owner's Retry.
 */
export async function startMailWorker({ db, settings, invoices, log }: MailWorkerOptions): Promise<MailWorker> {
  const transport = createMailTransport(settings);
  // Its supervisor is what retries the job of a process that died mid-send, once its send timeout has passed.
  const checkSeconds = Math.min(60, settings.retry.sendTimeoutSeconds);
  const boss = jobQueue(jobQueueDb(db), {
    supervise: true,
    superviseIntervalSeconds: checkSeconds,
    monitorIntervalSeconds: checkSeconds,
  });
  let stopped = false;
  boss.on('error', (error: Error) => {
    if (!stopped) log.error({ err: { message: error.message } }, 'mail queue error');
  });
  await boss.start();
  await boss.updateQueue(MAIL_QUEUE, mailQueue(settings.retry));

  const deps = { db, settings, invoices };
  /** One message's attempt; a failed send goes back to pg-boss, which retries it after its backoff. */
  async function deliver(job: Job<MailJob>): Promise<JobResult> {
    const message = await claim(db, job.data.messageId);
    if (!message) return { id: job.id, status: 'completed' };
    try {
      await transport.sendMail(await composeMail(message, deps));
      await db.query(`UPDATE mail_messages SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1`, [
        message.id,
      ]);
      log.info({ mail: message.id, kind: message.kind }, 'mail sent');
      return { id: job.id, status: 'completed' };
    } catch (error) {
      const { code, detail } = describeSendError(error);
      if (error instanceof UndeliverableAddressError) {
        // The same on every attempt: failed now, for the owner to see.
        await markFailed(message.id, detail);
        return { id: job.id, status: 'completed' };
      }
      await db.query('UPDATE mail_messages SET last_error = $2 WHERE id = $1', [message.id, detail]);
      log.warn({ mail: message.id, kind: message.kind, code }, 'mail not sent; it will be retried');
      return { id: job.id, status: 'failed', output: { message: detail } };
    }
  }

  async function markFailed(messageId: string, detail?: string): Promise<void> {
    const [row] = await db.query<{ kind: string }>(
      `UPDATE mail_messages SET status = 'failed', failed_at = now(), last_error = coalesce($2, last_error)
       WHERE id = $1 AND status = 'queued' RETURNING kind`,
      [messageId, detail ?? null],
    );
    if (row) log.warn({ mail: messageId, kind: row.kind }, 'mail could not be delivered');
  }

  const pollingIntervalSeconds = settings.pollingSeconds;
  const sendWorker = await boss.work<MailJob>(
    MAIL_QUEUE,
    // A full batch means more may be waiting: it fetches again at once instead of after the polling interval.
    { batchSize: BATCH_SIZE, pollingIntervalSeconds, burstWhenBatchFull: true, perJobResults: true },
    async (jobs) => {
      if (stopped) throw new Error('the mail worker stopped before sending');
      return Promise.all(jobs.map(deliver));
    },
  );
  await boss.work<MailJob>(UNDELIVERABLE_QUEUE, { batchSize: BATCH_SIZE, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await markFailed(job.data.messageId);
  });
  const stopWaking = onMailQueued(() => boss.notifyWorker(sendWorker));

  return {
    async stop() {
      stopWaking();
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
      stopped = true;
      transport.close();
    },
  };
}
