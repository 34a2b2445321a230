// Slow: PGlite data directories made through initdb, closed and opened again.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../app';
import type { Product } from '../features/products/product-schema';
import { prepareDatabase } from '../prepare-database';
import { PGLITE_POSTGRES_MAJOR, createPgliteDatabase } from './pglite-database';

describe('PGlite data directory', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }, 60_000);

  it('keeps data across a restart and does not re-seed over changes', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'mitti-pglite-')), 'nested', 'pglite');
    dirs.push(path.dirname(path.dirname(dataDir)));

    const first = await createPgliteDatabase(dataDir);
    await prepareDatabase(first);
    await first.query(`UPDATE products SET stock = 3 WHERE id = 'forest-green-mug'`);
    await first.query(`DELETE FROM products WHERE id = 'tenmoku-tumbler'`);
    const [count] = await first.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
    await first.close();

    const second = await createPgliteDatabase(dataDir);
    await prepareDatabase(second);
    const app = await buildApp({ db: second });
    const mug = await app.inject({ method: 'GET', url: '/products/forest-green-mug' });
    const tumbler = await app.inject({ method: 'GET', url: '/products/tenmoku-tumbler' });
    const all = await app.inject({ method: 'GET', url: '/products' });
    await app.close();
    await second.close();

    expect(mug.json<Product>().stock).toBe(3);
    expect(tumbler.statusCode).toBe(404);
    expect(all.json<Product[]>()).toHaveLength(count?.count ?? -1);
    expect((await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8')).trim()).toBe(PGLITE_POSTGRES_MAJOR);
    // A data directory made and opened twice, with the shop's schema and the mail queue's, on a busy machine.
  }, 90_000);

  it('refuses a directory an older PGlite wrote, saying what to do, and leaves it as it was', async () => {
    // What PGlite 0.3 (PostgreSQL 17) left in .data/pglite before the upgrade, as far as the check reads it.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mitti-pglite-17-'));
    dirs.push(dataDir);
    await mkdir(path.join(dataDir, 'base'));
    await writeFile(path.join(dataDir, 'PG_VERSION'), '17\n');

    await expect(createPgliteDatabase(dataDir)).rejects.toThrow(
      `The database in ${dataDir} was written by PostgreSQL 17 (an older PGlite); the API's PGlite runs ` +
        `PostgreSQL ${PGLITE_POSTGRES_MAJOR} and cannot open it. Move that folder aside`,
    );
    expect(await readFile(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });
});
