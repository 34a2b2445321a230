/**
 * The API as `npm start` runs it (same `buildApp`, PGlite, Auth emulator), started by the bench in its own
 * process. One difference: the product used by the create-intent load test gets a stock large enough for
 * every order the test places, so a sold-out product never turns throughput into 409s.
 */
import { buildApp } from '../../server/src/app';
import { createFirebaseVerifier } from '../../server/src/auth/token-verifier';
import { parseEnv } from '../../server/src/config/env';
import { createDatabase } from '../../server/src/db/create-database';
import { prepareDatabase } from '../../server/src/prepare-database';

export const BENCH_STOCK = 10_000_000;

async function main(): Promise<void> {
  const env = parseEnv();
  const db = await createDatabase(env);
  await prepareDatabase(db);
  // The best-stocked product carries the load test; the others keep their seeded stock for the pages.
  await db.query(
    'UPDATE products SET stock = $1 WHERE id = (SELECT id FROM products ORDER BY stock DESC, id LIMIT 1)',
    [BENCH_STOCK],
  );
  const app = await buildApp({
    db,
    publicApiUrl: env.publicApiUrl,
    corsOrigins: env.corsOrigins,
    rateLimitMax: env.rateLimitMax,
    verifier: createFirebaseVerifier(env.firebaseProjectId),
  });
  await app.listen({ port: env.port, host: env.host });
  process.stdout.write(`bench api ready on ${env.port}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
