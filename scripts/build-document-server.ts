/**
 * The document server's production build: `shell/server/dist/main.js`, run with plain `node` (no tsx or
 * TypeScript at run time), like the API's (build-api.ts). esbuild bundles our TypeScript; the server's npm
 * dependencies (Fastify and its plugins, TypeBox, close-with-grace) stay external and load from
 * node_modules. Takes well under a second.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from './apps';

const serverDir = path.join(repoRoot, 'shell/server');

/** Builds the document server into `shell/server/<outName>/` (default `dist`); returns the path of its entry. */
export async function buildDocumentServer(outName = 'dist'): Promise<string> {
  const outDir = path.join(serverDir, outName);
  const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const external = Object.keys(manifest.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);
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
    sourcemap: true,
    logLevel: 'error',
  });
  return outfile;
}
