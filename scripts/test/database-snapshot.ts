import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPgliteDatabase } from '../../server/src/db/pglite-database';
import { prepareDatabase } from '../../server/src/prepare-database';

/**
 * Jest global setup (through global-setup.ts): one database migrated and seeded as `prepareDatabase` does it, its
 * data directory dumped to a file that every API test's fresh database starts from
 * (server/src/test/test-app.ts). Each test file still gets a database of its own; it only skips initdb, the
 * migrations and the seed, which took most of its start (decision 060).
 */
export default async function setup() {
  const db = await createPgliteDatabase('memory://');
  await prepareDatabase(db);
  // A PGlite zeroes its whole buffer pool as it starts: PostgreSQL's 128 MB took each test file's database about
  // 0.8 s of its 1.5 s start. The seeded database is under 10 MB, so 16 MB still holds all of it; the setting is in
  // the data directory (postgresql.auto.conf) only the tests start from.
  await db.exec("ALTER SYSTEM SET shared_buffers = '16MB'");
  const dump = await db.dumpDataDir();
  await db.close();
  const folder = await mkdtemp(path.join(tmpdir(), 'mitti-test-database-'));
  const file = path.join(folder, 'migrated-and-seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env.MITTI_TEST_DATABASE_SNAPSHOT = file;
  return () => rm(folder, { recursive: true, force: true });
}
