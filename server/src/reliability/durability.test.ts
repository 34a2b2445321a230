// Slow: for each database, API processes killed mid-order and started again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createEmulatorUser, type EmulatorUser } from '../test/emulator-users';
import { shippingAddress } from '../test/shipping-address';
import { startApi, type ApiProcess } from './support/api-process';
import { createPgliteTarget, createPostgresTarget, type DatabaseTarget } from './support/targets';

const ORDERS = 100;
const KILL_AFTER = 35;

interface Storage {
  name: string;
  /** A stocked database and the environment that points the API process at it. */
  prepare(): Promise<{ env: Record<string, string>; target: () => Promise<DatabaseTarget>; cleanup(): Promise<void> }>;
}

async function stock(target: DatabaseTarget) {
  await target.db.query(`UPDATE products SET stock = 1000 WHERE id = 'forest-green-mug'`);
}

const storages: Storage[] = [
  {
    name: 'PGlite data directory',
    async prepare() {
      const dir = await mkdtemp(path.join(tmpdir(), 'mitti-durability-'));
      const dataDir = path.join(dir, 'pglite');
      const seeded = await createPgliteTarget(dataDir);
      await stock(seeded);
      await seeded.dispose();
      return {
        env: { DATA_DIR: dataDir },
        target: () => createPgliteTarget(dataDir),
        cleanup: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'PostgreSQL',
          async prepare() {
            const target = await createPostgresTarget();
            await stock(target);
            return {
              env: { DATABASE_URL: target.url ?? '' },
              target: async () => target,
              cleanup: () => target.dispose(),
            };
          },
        },
      ]
    : []),
];

async function placeOrder(api: ApiProcess, user: EmulatorUser, i: number) {
  const response = await fetch(`${api.url}/api/orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.idToken}`,
      'content-type': 'application/json',
      'idempotency-key': `durable-order-${i}`,
    },
    body: JSON.stringify({
      items: [{ id: 'forest-green-mug', quantity: 1 }],
      paymentMethod: 'Cash on Delivery',
      notes: `#${i}`,
      shippingAddress,
    }),
  });
  return { status: response.status, id: response.ok ? ((await response.json()) as { id: string }).id : null };
}

describe.each(storages)('durability: SIGKILL mid-way through 100 orders ($name)', (storage) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  }, 60_000);

  it('every acknowledged order survives exactly once; retries with the same key create no duplicates', async () => {
    const prepared = await storage.prepare();
    cleanups.push(prepared.cleanup);
    const user = await createEmulatorUser();
    const acknowledged = new Map<number, string>();

    const first = await startApi(prepared.env);
    let killed = false;
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < ORDERS && !killed; i++) {
      inFlight.push(
        placeOrder(first, user, i).then(
          (result) => {
            if (result.id) acknowledged.set(i, result.id);
          },
          () => undefined, // the connection died with the process: not acknowledged
        ),
      );
      if (i % 5 === 4) await Promise.all(inFlight.splice(0));
      if (acknowledged.size >= KILL_AFTER && !killed) {
        // Requests still in flight are cut off mid-transaction.
        inFlight.push(
          ...Array.from({ length: 5 }, (_, k) =>
            placeOrder(first, user, i + 1 + k).then(
              (r) => {
                if (r.id) acknowledged.set(i + 1 + k, r.id);
              },
              () => undefined,
            ),
          ),
        );
        await first.kill('SIGKILL');
        killed = true;
      }
    }
    await Promise.all(inFlight);
    expect(killed).toBe(true);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);

    const second = await startApi(prepared.env);
    try {
      const retried = await Promise.all(Array.from({ length: ORDERS }, (_, i) => placeOrder(second, user, i)));
      // order #${i}
      for (const [i, id] of acknowledged) expect(retried[i]?.id).toBe(id);
      expect(retried.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    } finally {
      await second.kill('SIGTERM');
    }
    const target = await prepared.target();
    try {
      const rows = await target.db.query<{ notes: string; n: number }>(
        'SELECT notes, count(*)::int AS n FROM orders WHERE user_id = $1 GROUP BY notes',
        [user.uid],
      );
      expect(rows).toHaveLength(ORDERS);
      expect(rows.every((row) => row.n === 1)).toBe(true);
      const [mug] = await target.db.query<{ stock: number }>(
        `SELECT stock FROM products WHERE id = 'forest-green-mug'`,
      );
      expect(mug?.stock).toBe(1000 - ORDERS);
    } finally {
      if (storage.name !== 'PostgreSQL') await target.dispose();
    }
  }, 120_000);
});
