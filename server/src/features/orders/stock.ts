import type { Queryable } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import type { LineKindValue } from '@mitti/shared/contracts';

/** Anything an order can hold units of: product stock or workshop seats. */
export type StockKind = LineKindValue;

export interface StockLine {
  kind: StockKind;
  id: string;
  name: string;
  quantity: number;
}

// Identifiers come from this fixed map, never from input; only values are parameters. `onSale`: what a new
// order may take units of (a product the owner has hidden is not for sale, decision 070; an order that already
// holds it keeps it).
const stockColumns: Record<StockKind, { table: string; column: string; onSale: string }> = {
  product: { table: 'products', column: 'stock', onSale: 'hidden_at IS NULL' },
  workshop: { table: 'workshops', column: 'slots_available', onSale: 'true' },
};

/** Sums quantities per item, so two lines of one item cannot each pass the check on their own. */
function merged(lines: readonly StockLine[]): StockLine[] {
  const byKey = new Map<string, StockLine>();
  for (const line of lines) {
    const key = `${line.kind}:${line.id}`;
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  // A fixed order means two orders for the same items lock rows in the same order (no deadlock).
  return [...byKey.values()].sort((a, b) => (`${a.kind}:${a.id}` < `${b.kind}:${b.id}` ? -1 : 1));
}

export function soldOutMessage(line: Pick<StockLine, 'kind' | 'name'>): string {
  return line.kind === 'workshop'
    ? `${line.name} has no seats left for the quantity requested.`
    : `${line.name} is out of stock for the quantity requested.`;
}

/**
 * Takes units atomically inside the caller's transaction: the conditional UPDATE only succeeds while enough
 * units remain, so concurrent orders can never drive stock below zero. Throws 409 naming the first item that
 * no longer fits (the transaction then rolls back whatever was already taken).
 */
export async function takeStock(tx: Queryable, lines: readonly StockLine[]): Promise<void> {
  for (const line of merged(lines)) {
    const { table, column } = stockColumns[line.kind];
    const taken = await tx.query(
      `UPDATE ${table} SET ${column} = ${column} - $1 WHERE id = $2 AND ${column} >= $1 RETURNING id`,
      [line.quantity, line.id],
    );
    if (taken.length !== 1) throw new HttpError(409, soldOutMessage(line));
  }
}

/**
 * Takes units like `takeStock` for a new order, and returns each item's row (the `returning` columns of its
 * table) by `kind:id`. Null when an item does not exist, is not for sale or no longer fits: the units already
 * taken for the other items are then given back, so the caller sees the stock as it was and can say what is wrong.
 */
export async function tryTakeStock<Row>(
  tx: Queryable,
  lines: readonly StockLine[],
  returning: Record<StockKind, string>,
): Promise<Map<string, Row> | null> {
  const rows = new Map<string, Row>();
  const taken: StockLine[] = [];
  for (const line of merged(lines)) {
    const { table, column, onSale } = stockColumns[line.kind];
    const [row] = await tx.query<Row>(
      `UPDATE ${table} SET ${column} = ${column} - $1 WHERE id = $2 AND ${column} >= $1 AND ${onSale}
       RETURNING ${returning[line.kind]}`,
      [line.quantity, line.id],
    );
    if (!row) {
      await releaseStock(tx, taken);
      return null;
    }
    rows.set(`${line.kind}:${line.id}`, row);
    taken.push(line);
  }
  return rows;
}

/** Gives units back (an order was cancelled, failed or its reservation expired). */
export async function releaseStock(tx: Queryable, lines: readonly StockLine[]): Promise<void> {
  for (const line of merged(lines)) {
    const { table, column } = stockColumns[line.kind];
    // Seats never exceed the workshop's capacity, even if an order is released twice by mistake.
    const restored = line.kind === 'workshop' ? `LEAST(${column} + $1, slots_total)` : `${column} + $1`;
    await tx.query(`UPDATE ${table} SET ${column} = ${restored} WHERE id = $2`, [line.quantity, line.id]);
  }
}
