import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../app';
import type { Product } from '../features/products/product-schema';
import type { Workshop } from '../features/workshops/workshop-schema';
import { prepareDatabase } from '../prepare-database';
import type { Database } from './database';
import { migrate } from './migrate';
import { createPostgresDatabase } from './postgres-database';
import { createTestPostgres, type TestPostgres } from '../test/test-postgres';

/**
 * The same SQL against a real PostgreSQL server (TEST_DATABASE_URL), in a database of this suite's own: the test
 * wipes its public schema and ends its idle connections, which on the server's own database cut other suites'
 * connections as they created theirs ("terminating connection due to administrator command").
 */
(!process.env.TEST_DATABASE_URL ? describe.skip : describe)('node-postgres adapter (TEST_DATABASE_URL)', () => {
  let own: TestPostgres;
  let db: Database;
  let url: string;

  beforeAll(async () => {
    own = await createTestPostgres();
    ({ db, url } = own);
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  }, 60_000);
  afterAll(() => own?.dispose(), 60_000);

  it('migrates once even when two API copies start together', async () => {
    const other = await createPostgresDatabase(url);
    try {
      await Promise.all([prepareDatabase(db), prepareDatabase(other)]);
      expect(await migrate(db)).toEqual([]);
      const [count] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
      expect(count?.count).toBeGreaterThanOrEqual(24);
    } finally {
      await other.close();
    }
  });

  it('survives the server ending its idle connections (restart, failover, pg_terminate_backend)', async () => {
    const other = await createPostgresDatabase(url);
    const errors: unknown[] = [];
    const onUncaught = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      await other.query('SELECT 1');
      await db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'idle'`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [row] = await other.query<{ one: number }>('SELECT 1 AS one');
      expect(row?.one).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await other.close();
    }
  });

  it('serves the same JSON as with PGlite', async () => {
    const app = await buildApp({ db, publicApiUrl: 'http://api.test' });
    const products = (await app.inject({ method: 'GET', url: '/products' })).json<Product[]>();
    const bowl = (await app.inject({ method: 'GET', url: '/products/speckled-oat-serving-bowl' })).json<Product>();
    const workshop = (await app.inject({ method: 'GET', url: '/workshops/glazing-masterclass' })).json<Workshop>();
    await app.close();

    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(bowl).toMatchObject({ price: 1299.5, mrp: 1499, tags: expect.arrayContaining(['bowl']) });
    expect(bowl.createdAt.seconds).toBe(Date.parse('2026-09-04T10:00:00Z') / 1000);
    expect(workshop).toMatchObject({ date: '2027-01-16', price: 3500, slotsAvailable: 8 });
  });

  it('rolls back a failed transaction', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`UPDATE products SET stock = 0 WHERE id = 'forest-green-mug'`);
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');
    const [mug] = await db.query<{ stock: number }>(`SELECT stock FROM products WHERE id = 'forest-green-mug'`);
    expect(mug?.stock).toBe(25);
  });
});
