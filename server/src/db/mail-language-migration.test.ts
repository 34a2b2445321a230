import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '@mitti/shared/i18n';
import { createTestPostgres } from '../test/test-postgres';
import type { Database } from './database';
import { migrate } from './migrate';
import { createPgliteDatabase } from './pglite-database';

interface Target {
  db: Database;
  dispose(): Promise<void>;
}

const pglite = async (): Promise<Target> => {
  const db = await createPgliteDatabase('memory://');
  await migrate(db);
  return { db, dispose: () => db.close() };
};

/**
 * Migration 024 (decision 106): the language an order was placed in and a newsletter sign-up made in, for the
 * mails they cause later. English for every row before it, only the shop's languages after.
 */
const targets: [string, () => Promise<Target>][] = [['PGlite', pglite]];
if (process.env.TEST_DATABASE_URL) targets.push(['PostgreSQL', createTestPostgres]);

describe.each(targets)('the language of orders and sign-ups (%s)', (_name, open) => {
  let target: Target;

  beforeAll(async () => {
    target = await open();
  }, 60_000);
  afterAll(() => target.dispose(), 60_000);

  it.each(['orders', 'newsletter_subscribers'])('%s.language: not null, English by default', async (table) => {
    const [column] = await target.db.query<{ is_nullable: string; column_default: string }>(
      `SELECT is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = $1 AND column_name = 'language'`,
      [table],
    );
    expect(column).toEqual({ is_nullable: 'NO', column_default: "'en'::text" });
    const checks = await target.db.query<{ def: string }>(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'c'`,
      [table],
    );
    const languages = checks
      .map(({ def }) => /\(language = ANY \(ARRAY\[(.*)\]\)\)/.exec(def)?.[1])
      .filter((values) => values !== undefined)
      .map((values) => [...values.matchAll(/'(\w+)'::text/g)].map((value) => value[1]).toSorted());
    expect(languages).toEqual([[...LANGUAGES].toSorted()]);
  });

  it('keeps a sign-up English unless told, takes Hindi, and refuses any other language', async () => {
    const [english] = await target.db.query<{ language: string }>(
      `INSERT INTO newsletter_subscribers (email) VALUES ('lang-en@example.in') RETURNING language`,
    );
    expect(english?.language).toBe('en');
    const [hindi] = await target.db.query<{ language: string }>(
      `UPDATE newsletter_subscribers SET language = 'hi' WHERE email = 'lang-en@example.in' RETURNING language`,
    );
    expect(hindi?.language).toBe('hi');
    await expect(
      target.db.query(`UPDATE newsletter_subscribers SET language = 'fr' WHERE email = 'lang-en@example.in'`),
    ).rejects.toThrow(/check constraint/);
    await expect(
      target.db.query(`UPDATE newsletter_subscribers SET language = NULL WHERE email = 'lang-en@example.in'`),
    ).rejects.toThrow(/null/);
  });
});
