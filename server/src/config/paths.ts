import { fileURLToPath } from 'node:url';

/** The monorepo root (/work/main), so relative paths in env mean the same from any working directory. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** server/public: committed static assets (product and workshop pictures). */
export const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));

export const migrationsDir = fileURLToPath(new URL('../db/migrations/', import.meta.url));
