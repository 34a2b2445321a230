/**
 * The API's production build: `server/dist/main.js`, run with plain `node` (no tsx or TypeScript at run time).
 * esbuild bundles our TypeScript, `@mitti/shared` included (its package exports TypeScript sources); the
 * server's npm dependencies stay external and load from node_modules as they are. Migrations are copied
 * beside the bundle (`dist/migrations/`), which `server/src/config/paths.ts` reads when bundled; the pictures
 * stay in `server/public/`. Takes well under a second.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from './apps';

const serverDir = path.join(repoRoot, 'server');

/** Builds the API into `server/<outName>/` (default `dist`); returns the path of its entry. */
export async function buildApi(outName = 'dist'): Promise<string> {
  const outDir = path.join(serverDir, outName);
  const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const external = Object.keys(manifest.dependencies ?? {})
    .filter((name) => name !== '@mitti/shared')
    .flatMap((name) => [name, `${name}/*`]);
  rmSync(outDir, { recursive: true, force: true });
  const outfile = path.join(outDir, 'main.js');
  await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    // Tells server/src/config/paths.ts that it runs from the bundle in server/dist/.
    define: { __MITTI_API_BUNDLE__: 'true' },
    sourcemap: true,
    logLevel: 'error',
  });
  cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  return outfile;
}
