// Slow: mail servers that go down, refuse and come back, waited out through the retries.
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../../app';
import type { Database } from '../../db/database';
import { createPostgresTarget } from '../../reliability/support/targets';
import { bearer, createEmulatorUser } from '../../test/emulator-users';
import { freePort } from '../../test/free-port';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { startStalledSmtpServer, startStrictSmtpServer } from '../../test/smtp-servers';
import { createTestDatabase, testApiUrl } from '../../test/test-app';
import { settled, STUDIO_MAILBOX, testMailer } from '../../test/mail-test-kit';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await delay(100);
  }
}

interface MessageRow {
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  failed_at: Date | null;
}
const messagesTo = (db: Database, recipient: string) =>
  db.query<MessageRow>(
    'SELECT recipient, status, attempts, last_error, sent_at, failed_at FROM mail_messages WHERE recipient = $1',
    [recipient],
  );
const contactForm = (email: string, message = 'Is the studio open on Mondays?') => ({
  method: 'POST' as const,
  url: '/api/contacts',
  payload: { name: 'Asha Rao', email, message },
});

/** Issue 32: e-mail that always arrives once, whatever the mail server or the API does meanwhile. */
describe('mail delivery', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  it('the mail server down: the message is retried with backoff and arrives once when the server is back', async () => {
    const port = await freePort();
    const db = await createTestDatabase();
    const app = await buildApp({ db, publicApiUrl: testApiUrl, mailer: testMailer(`smtp://127.0.0.1:${port}`) });
    cleanups.push(
      () => db.close(),
      () => app.close(),
    );
    expect((await app.inject(contactForm('outage@example.in'))).statusCode).toBe(201);

    const [failing] = await until(
      () => messagesTo(db, 'outage@example.in'),
      ([row]) => (row?.attempts ?? 0) >= 2,
    );
    expect(failing).toMatchObject({ status: 'queued' });
    expect(failing!.last_error).toMatch(/^ESOCKET: connect ECONNREFUSED/);

    const catcher = await startMailCatcher({ smtpPort: port });
    cleanups.push(() => catcher.stop());
    await catcher.waitFor((mail) => mail.to[0]?.address === 'outage@example.in');
    await settled(db);
    expect((await catcher.messages()).map((mail) => mail.to[0]?.address).sort()).toEqual([
      'outage@example.in',
      STUDIO_MAILBOX,
    ]);
    expect(await messagesTo(db, 'outage@example.in')).toEqual([
      expect.objectContaining({ status: 'sent', last_error: null }),
    ]);
  }, 60_000);

  it('an address the server refuses: failed after its retries, listed for the owner with Retry, without holding up the rest; no address or body in the logs', async () => {
    const smtp = await startStrictSmtpServer((address) => address.endsWith('@unreachable.test'));
    const logs: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    const db = await createTestDatabase();
    const app = await buildApp({
      db,
      publicApiUrl: testApiUrl,
      mailer: testMailer(smtp.smtpUrl, { retry: { retryLimit: 2, retryDelaySeconds: 1, sendTimeoutSeconds: 4 } }),
      logger: { level: 'debug', stream },
    });
    cleanups.push(
      () => smtp.stop(),
      () => db.close(),
      () => app.close(),
    );
    const owner = await createEmulatorUser({ admin: true });

    const secret = 'My flat is 4B, the code is 7319';
    expect((await app.inject(contactForm('nobody@unreachable.test', secret))).statusCode).toBe(201);
    expect((await app.inject(contactForm('meera@example.in'))).statusCode).toBe(201);
    const [delivered] = await until(
      () => messagesTo(db, 'meera@example.in'),
      ([row]) => row?.status === 'sent',
    );
    const [failed] = await until(
      () => messagesTo(db, 'nobody@unreachable.test'),
      ([row]) => row?.status === 'failed',
    );
    expect(failed!.attempts).toBe(3);
    expect(delivered!.sent_at!.getTime()).toBeLessThan(failed!.failed_at!.getTime());
    expect(smtp.accepted).toEqual(expect.arrayContaining(['meera@example.in', STUDIO_MAILBOX]));

    const list = await app.inject({ method: 'GET', url: '/api/admin/mail', headers: bearer(owner) });
    expect(list.statusCode).toBe(200);
    const { undelivered, waiting } = list.json<{
      undelivered: { id: string; label: string; recipient: string; attempts: number; lastError: string }[];
      waiting: number;
    }>();
    expect(waiting).toBe(0);
    expect(undelivered).toEqual([
      expect.objectContaining({
        label: 'Contact form, acknowledgement',
        recipient: 'nobody@unreachable.test',
        attempts: 3,
        lastError: expect.stringMatching(/^EENVELOPE 550: .*Recipient address rejected/),
      }),
    ]);
    expect(undelivered[0]!.lastError).not.toContain('nobody@unreachable.test');

    // The owner corrects what was wrong (here: the server now takes the address) and presses Retry.
    smtp.refuses = () => false;
    const retry = (id: string) =>
      app.inject({ method: 'POST', url: `/api/admin/mail/${id}/retry`, headers: bearer(owner) });
    expect((await retry(undelivered[0]!.id)).json()).toEqual({ id: undelivered[0]!.id, status: 'queued' });
    await until(
      () => messagesTo(db, 'nobody@unreachable.test'),
      ([row]) => row?.status === 'sent',
    );
    expect(smtp.accepted.filter((address) => address === 'nobody@unreachable.test')).toHaveLength(1);
    expect((await retry(undelivered[0]!.id)).json()).toEqual({
      error: 'This message is already sent.',
      statusCode: 409,
    });

    const logged = logs.join('');
    expect(logged).toContain('"msg":"mail sent"');
    expect(logged).toContain('"msg":"mail could not be delivered"');
    for (const privateText of ['nobody@unreachable.test', 'meera@example.in', STUDIO_MAILBOX, 'Asha Rao', secret]) {
      expect(logged).not.toContain(privateText);
    }
  }, 60_000);

  it('the API stopped while a message is half sent: the next start sends it, once', async () => {
    const stalled = await startStalledSmtpServer();
    const catcher = await startMailCatcher();
    const db = await createTestDatabase();
    cleanups.push(
      () => stalled.stop(),
      () => catcher.stop(),
      () => db.close(),
    );
    const mailer = { retry: { retryLimit: 3, retryDelaySeconds: 1, sendTimeoutSeconds: 6 } };
    const first = await buildApp({ db, publicApiUrl: testApiUrl, mailer: testMailer(stalled.smtpUrl, mailer) });
    expect((await first.inject(contactForm('restart@example.in'))).statusCode).toBe(201);
    await stalled.stalled;
    await first.close();

    const second = await buildApp({ db, publicApiUrl: testApiUrl, mailer: testMailer(catcher.smtpUrl, mailer) });
    cleanups.push(() => second.close());
    await catcher.waitFor((mail) => mail.to[0]?.address === 'restart@example.in');
    await settled(db);
    expect((await catcher.messages()).filter((mail) => mail.to[0]?.address === 'restart@example.in')).toHaveLength(1);
  }, 60_000);

  it('two API copies on one PostgreSQL: every message is sent by one of them, exactly once', async () => {
    const target = await createPostgresTarget();
    const catcher: MailCatcher = await startMailCatcher();
    cleanups.push(
      () => target.dispose(),
      () => catcher.stop(),
    );
    const copies = await Promise.all(
      [1, 2].map(() => buildApp({ db: target.db, publicApiUrl: testApiUrl, mailer: testMailer(catcher.smtpUrl) })),
    );
    cleanups.push(...copies.map((copy) => () => copy.close()));
    const forms = Array.from({ length: 20 }, (_, i) => contactForm(`copy-${i}@example.in`, `Question ${i}`));
    const answers = await Promise.all(forms.map((form, i) => copies[i % 2]!.inject(form)));
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    await catcher.waitFor(() => true, { count: 40, timeoutMs: 30_000 });
    await settled(target.db);
    const caught = await catcher.messages();
    expect(caught).toHaveLength(40);
    expect(new Set(caught.map((mail) => mail.headers['message-id'])).size).toBe(40);
  }, 90_000);
});
