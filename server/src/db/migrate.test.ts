// Slow: each check starts a PGlite of its own through initdb and every migration.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { seedDatabase } from '../seed/seed-database';
import { reviewSeed } from '../seed/review-seed';
import type { Database } from './database';
import { migrate } from './migrate';
import { createPgliteDatabase } from './pglite-database';

const snapshot = async (db: Database) => ({
  migrations: await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'),
  tables: await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  ),
  products: await db.query<{ count: number }>('SELECT count(*)::int AS count FROM products'),
  workshops: await db.query<{ count: number }>('SELECT count(*)::int AS count FROM workshops'),
});

// Each test makes, migrates and seeds its own PGlite database: 20-25 s each in a clean-clone CI run, with the
// other suites beside it (about 100 s for the file), too close to Jest's default of 30 s.
jest.setTimeout(90_000);

describe('migrations and seed', () => {
  let db: Database | undefined;
  afterEach(() => db?.close(), 60_000);

  it('applies each migration once: running twice leaves the same state', async () => {
    db = await createPgliteDatabase('memory://');
    const first = await migrate(db);
    expect(first).toContain('001-products-and-workshops.sql');
    await seedDatabase(db);
    const before = await snapshot(db);

    expect(await migrate(db)).toEqual([]);
    expect(await seedDatabase(db)).toEqual({ products: 0, workshops: 0, reviews: 0 });
    expect(await snapshot(db)).toEqual(before);
    expect(before.tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['products', 'schema_migrations', 'workshops']),
    );
    expect(before.migrations.map((m) => m.name)).toEqual(first.toSorted());
  });

  it('seeds approved sample reviews only when asked and only into an empty table: some pieces have reviews, some none', async () => {
    db = await createPgliteDatabase('memory://');
    await migrate(db);
    expect((await seedDatabase(db)).reviews).toBe(0);
    expect(await db.query('SELECT 1 FROM product_reviews')).toEqual([]);

    expect((await seedDatabase(db, { sampleReviews: true })).reviews).toBe(reviewSeed.length);
    expect((await seedDatabase(db, { sampleReviews: true })).reviews).toBe(0);
    const perProduct = await db.query<{ id: string; reviews: number; pending: number }>(
      `SELECT p.id, count(r.id)::int AS reviews, count(r.id) FILTER (WHERE r.status <> 'approved')::int AS pending
         FROM products p LEFT JOIN product_reviews r ON r.product_id = p.id GROUP BY p.id`,
    );
    expect(perProduct.filter((row) => row.reviews > 0).length).toBeGreaterThanOrEqual(5);
    expect(perProduct.filter((row) => row.reviews === 0).length).toBeGreaterThanOrEqual(5);
    expect(perProduct.every((row) => row.pending === 0)).toBe(true);
  });

  it('enforces stock and slots never below zero', async () => {
    db = await createPgliteDatabase('memory://');
    await migrate(db);
    await seedDatabase(db);
    await expect(db.query(`UPDATE products SET stock = -1 WHERE id = 'forest-green-mug'`)).rejects.toThrow();
    await expect(db.query(`UPDATE workshops SET slots_available = -1 WHERE id = 'kids-clay-play'`)).rejects.toThrow();
  });

  it('rolls back a failed transaction', async () => {
    db = await createPgliteDatabase('memory://');
    await migrate(db);
    await seedDatabase(db);
    const stockOf = async () =>
      (await db!.query<{ stock: number }>(`SELECT stock FROM products WHERE id = 'forest-green-mug'`))[0]?.stock;
    const before = await stockOf();
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`UPDATE products SET stock = stock - 1 WHERE id = 'forest-green-mug'`);
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    expect(await stockOf()).toBe(before);
  });
});
