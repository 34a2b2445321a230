/**
 * The document server's production build: `shell/server/dist/main.js`, run with plain `node` (no tsx or
 * TypeScript at run time), like the API's (build-api.ts). esbuild bundles our TypeScript, `@mitti/server-kit`
 * included (its package exports TypeScript sources); the server's npm dependencies (Fastify and its plugins,
 * TypeBox, close-with-grace) stay external and load from node_modules. The scripts documents carry before the
 * app are built here too (decision 091): their text and hashes go into the bundle in place of the module that
 * builds them. Takes well under a second.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { repoRoot } from './apps';
import { buildNodeService } from './lib/node-service-bundle';
import { buildBeforeAppScripts } from '../shell/server/src/before-app/build';

/** shell/server/src/before-app/build.ts, answering the scripts built now. */
function beforeAppBuilt(): Plugin {
  return {
    name: 'before-app-built',
    setup(build) {
      build.onLoad({ filter: /[\\/]shell[\\/]server[\\/]src[\\/]before-app[\\/]build\.ts$/ }, async () => ({
        contents: `const BUILT = ${JSON.stringify(await buildBeforeAppScripts())};
export const buildBeforeAppScripts = async () => BUILT;`,
        loader: 'js',
      }));
    },
  };
}

/** Builds the document server into `shell/server/<outName>/` (default `dist`); returns the path of its entry. */
export function buildDocumentServer(outName = 'dist'): Promise<string> {
  return buildNodeService({
    dir: path.join(repoRoot, 'shell/server'),
    outName,
    bundled: ['@mitti/server-kit'],
    plugins: [beforeAppBuilt()],
  });
}
