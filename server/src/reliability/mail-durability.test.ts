// Slow: for each database, API processes killed mid-send and started again, and a mail server that stalls.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { startMailCatcher } from '../test/mail-catcher';
import { startStalledSmtpServer } from '../test/smtp-servers';
import { startApi } from './support/api-process';
import { createPgliteTarget, createPostgresTarget, type DatabaseTarget } from './support/targets';

interface Storage {
  name: string;
  prepare(): Promise<{ env: Record<string, string>; target: () => Promise<DatabaseTarget>; cleanup(): Promise<void> }>;
}

const storages: Storage[] = [
  {
    name: 'PGlite data directory',
    async prepare() {
      const dir = await mkdtemp(path.join(tmpdir(), 'mitti-mail-'));
      const dataDir = path.join(dir, 'pglite');
      await (await createPgliteTarget(dataDir)).dispose();
      return {
        env: { DATA_DIR: dataDir },
        target: () => createPgliteTarget(dataDir),
        cleanup: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'PostgreSQL',
    async prepare() {
      const target = await createPostgresTarget();
      return { env: { DATABASE_URL: target.url ?? '' }, target: async () => target, cleanup: () => target.dispose() };
    },
  },
];

/** Short timings (issue 32): an attempt is taken as lost 6 s after it started, and retried a second later. */
const MAIL_ENV = {
  MAIL_SEND_TIMEOUT_SECONDS: '6',
  MAIL_RETRY_DELAY_SECONDS: '1',
  STUDIO_EMAIL: 'studio@mittistudio.test',
};

describe.each(storages)('mail survives the API killed mid-send ($name)', (storage) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  it('SIGKILL while the mail server holds the message: the next process sends each message once', async () => {
    const prepared = await storage.prepare();
    const stalled = await startStalledSmtpServer();
    const catcher = await startMailCatcher();
    cleanups.push(
      prepared.cleanup,
      () => stalled.stop(),
      () => catcher.stop(),
    );

    const first = await startApi({ ...prepared.env, ...MAIL_ENV, SMTP_URL: stalled.smtpUrl });
    const posted = await fetch(`${first.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Asha Rao', email: 'asha@example.in', message: 'Do you glaze in blue?' }),
    });
    expect(posted.status).toBe(201);
    await stalled.stalled;
    await first.kill('SIGKILL');

    const second = await startApi({ ...prepared.env, ...MAIL_ENV, SMTP_URL: catcher.smtpUrl });
    try {
      const caught = await catcher.waitFor(() => true, { count: 2, timeoutMs: 40_000 });
      expect(caught.map((mail) => mail.to[0]?.address).sort()).toEqual(['asha@example.in', 'studio@mittistudio.test']);
      // Nothing more comes: each job was retried once, by the process that lived.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(await catcher.messages()).toHaveLength(2);
    } finally {
      await second.kill('SIGTERM');
    }
    const target = await prepared.target();
    try {
      const rows = await target.db.query<{ status: string }>('SELECT status FROM mail_messages');
      expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    } finally {
      if (storage.name !== 'PostgreSQL') await target.dispose();
    }
  }, 240_000);
});
