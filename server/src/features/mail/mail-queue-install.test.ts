import { describe, expect, it } from '@jest/globals';
import { databaseTargets } from '../../reliability/support/targets';
import { prepareMailQueue } from './mail-queue-install';

const queue = (
  db: { query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> },
  kind: string,
  status: string,
) =>
  db
    .query<{ id: string }>(
      `INSERT INTO mail_messages (event_key, kind, recipient, data, status)
       VALUES ($1, 'contact-acknowledgement', 'asha@example.in', '{}', $2) RETURNING id`,
      [`${kind}:${Math.random()}`, status],
    )
    .then(([row]) => row!.id);

/**
 * A database the shop used with pg-boss 10 (schema version 24), which pg-boss 12 cannot migrate ("Version 24
 * not found"): the next start moves it aside, installs the current schema, gives every message still queued its
 * job again and drops the old schema; a message already sent gets none.
 */
describe.each(databaseTargets)('the mail queue on a database from pg-boss 10 ($name)', ({ create }) => {
  it('starts, with a job for each message still waiting and the old schema gone', async () => {
    const { db, dispose } = await create();
    try {
      const waiting = await queue(db, 'waiting', 'queued');
      const sent = await queue(db, 'sent', 'sent');
      // pg-boss 10's schema as pg-boss 12 finds it: its version table says 24 (its jobs are not read).
      await db.exec(`DROP SCHEMA pgboss CASCADE;
        CREATE SCHEMA pgboss;
        CREATE TABLE pgboss.version (version int PRIMARY KEY, maintained_on timestamptz, cron_on timestamptz);
        INSERT INTO pgboss.version (version) VALUES (24);`);

      await Promise.all([prepareMailQueue(db), prepareMailQueue(db)]);

      const [version] = await db.query<{ version: number }>('SELECT version FROM pgboss.version');
      expect(version!.version).toBeGreaterThan(24);
      const jobs = await db.query<{ id: string; state: string }>(
        `SELECT id, state FROM pgboss.job WHERE name = 'mail' AND id = ANY($1::uuid[])`,
        [[waiting, sent]],
      );
      expect(jobs).toEqual([{ id: waiting, state: 'created' }]);
      const schemas = await db.query<{ nspname: string }>(
        `SELECT nspname FROM pg_namespace WHERE nspname LIKE 'pgboss%' ORDER BY nspname`,
      );
      expect(schemas.map((row) => row.nspname)).toEqual(['pgboss']);
    } finally {
      await dispose();
    }
  }, 60_000);
});
