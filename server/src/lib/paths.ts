import { fileURLToPath } from 'node:url';

/** Defined (true) by scripts/build-api.ts in the built API, `server/dist/main.js`; absent under tsx. */
declare const __MITTI_API_BUNDLE__: boolean | undefined;
const bundled = typeof __MITTI_API_BUNDLE__ !== 'undefined' && __MITTI_API_BUNDLE__;

/** The server folder: this file is server/src/lib/paths.ts, or inlined into server/dist/main.js. */
const serverRoot = new URL(bundled ? '../' : '../../', import.meta.url);

/** The monorepo root (/work/main), so relative paths in env mean the same from any working directory. */
export const repoRoot = fileURLToPath(new URL('../', serverRoot));

/** server/public: committed static assets (product and workshop pictures). */
export const publicDir = fileURLToPath(new URL('public/', serverRoot));

/** SQL migrations: server/src/db/migrations, copied beside the bundle (server/dist/migrations) by the build. */
export const migrationsDir = fileURLToPath(
  bundled ? new URL('./migrations/', import.meta.url) : new URL('src/db/migrations/', serverRoot),
);
