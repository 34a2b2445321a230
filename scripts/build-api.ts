/**
 * The API's production build: `server/dist/main.js`, run with plain `node` (no tsx or TypeScript at run time).
 * esbuild bundles our TypeScript, `@mitti/shared` and `@mitti/server-kit` included (their packages export
 * TypeScript sources); the server's npm dependencies stay external and load from node_modules as they are.
 * Migrations are copied beside the bundle (`dist/migrations/`), which `server/src/lib/paths.ts` reads when
 * bundled; the pictures stay in `server/public/`. Takes well under a second.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps';
import { buildNodeService } from './lib/node-service-bundle';

const serverDir = path.join(repoRoot, 'server');

/** Builds the API into `server/<outName>/` (default `dist`); returns the path of its entry. */
export async function buildApi(outName = 'dist'): Promise<string> {
  const outfile = await buildNodeService({
    dir: serverDir,
    outName,
    bundled: ['@mitti/shared', '@mitti/server-kit'],
    // Tells server/src/lib/paths.ts that it runs from the bundle in server/dist/.
    define: { __MITTI_API_BUNDLE__: 'true' },
  });
  cpSync(path.join(serverDir, 'src/db/migrations'), path.join(serverDir, outName, 'migrations'), { recursive: true });
  return outfile;
}
