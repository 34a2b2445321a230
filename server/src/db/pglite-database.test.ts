import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Database } from './database';
import { createPgliteDatabase } from './pglite-database';

describe('PGlite adapter', () => {
  let db: Database;

  beforeAll(async () => {
    db = await createPgliteDatabase('memory://');
  }, 60_000);
  afterAll(() => db.close(), 60_000);

  it('parses rows the same with and without parameters', async () => {
    const sql = `SELECT 7::int AS n, 7::bigint AS big, '{"a":[1]}'::jsonb AS doc, ARRAY['x','y'] AS list,
                        timestamptz '2026-01-02T03:04:05Z' AS at, true AS yes, NULL::text AS nothing`;
    const [plain] = await db.query(sql);
    const [bound] = await db.query(`${sql} WHERE $1::int = 1`, [1]);
    expect(plain).toEqual(bound);
    expect(plain).toMatchObject({ n: 7, doc: { a: [1] }, list: ['x', 'y'], yes: true, nothing: null });
  });

  it('lets the event loop turn between queued transactions, in arrival order', async () => {
    const events: string[] = [];
    const run = (name: string) =>
      db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        events.push(name);
      });
    const queued = [run('first'), run('second'), run('third')];
    setImmediate(() => events.push('turn'));
    await Promise.all(queued);
    expect(events.filter((event) => event !== 'turn')).toEqual(['first', 'second', 'third']);
    expect(events.indexOf('turn')).toBeLessThan(events.indexOf('third'));
  });

  it('goes on with the next transaction after one fails, having rolled it back', async () => {
    await db.exec('CREATE TABLE notes (body text)');
    const failing = db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES ($1)', ['lost']);
      throw new Error('boom');
    });
    const next = db.transaction((tx) => tx.query('INSERT INTO notes VALUES ($1) RETURNING body', ['kept']));
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toEqual([{ body: 'kept' }]);
    expect(await db.query('SELECT body FROM notes')).toEqual([{ body: 'kept' }]);
  });
});
