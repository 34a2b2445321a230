import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  LINE_KIND_VALUES,
  ORDER_STATUS_VALUES,
  PAYMENT_METHOD_VALUES,
  PAYMENT_STATUS_VALUES,
} from '@mitti/shared/contracts';
import { SHIPPING_OPTION_IDS } from '@mitti/shared/delivery';
import type { Database } from './database';
import { migrate } from './migrate';
import { createPgliteDatabase } from './pglite-database';

/**
 * The database's CHECK constraints on an order's status columns are SQL, written in migrations that are never
 * edited; the sets themselves are the contract's (issue 34). This holds the two together: a status added to
 * the contract without its migration (or the reverse) fails here, not at an owner's first click.
 */
describe("the orders table's CHECK constraints allow exactly the contract's values", () => {
  let db: Database;
  let allowed: Map<string, string[]>;

  beforeAll(async () => {
    db = await createPgliteDatabase('memory://');
    await migrate(db);
    const checks = await db.query<{ def: string }>(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = 'orders'::regclass AND contype = 'c'`,
    );
    // PostgreSQL prints `IN (...)` as `(column = ANY (ARRAY['a'::text, 'b'::text]))`.
    allowed = new Map(
      checks.flatMap(({ def }) => {
        const match = /\((\w+) = ANY \(ARRAY\[(.*)\]\)\)/.exec(def);
        if (!match) return [];
        const values = [...match[2]!.matchAll(/'((?:[^']|'')*)'::text/g)].map((value) => value[1]!);
        return [[match[1]!, values.toSorted()] as const];
      }),
    );
  }, 60_000);
  afterAll(() => db.close(), 60_000);

  it.each([
    ['order_status', ORDER_STATUS_VALUES],
    ['payment_status', PAYMENT_STATUS_VALUES],
    ['payment_method', PAYMENT_METHOD_VALUES],
    ['shipping_option', SHIPPING_OPTION_IDS],
    ['order_type', LINE_KIND_VALUES],
  ])('%s', (column, values) => {
    expect(allowed.get(column)).toEqual([...values].toSorted());
  });
});
