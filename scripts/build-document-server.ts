/**
 * The document server's production build: `shell/server/dist/main.js`, run with plain `node` (no tsx or
 * TypeScript at run time), like the API's (build-api.ts). esbuild bundles our TypeScript, `@mitti/server-kit`
 * included (its package exports TypeScript sources); the server's npm dependencies (Fastify and its plugins,
 * TypeBox, close-with-grace) stay external and load from node_modules. Takes well under a second.
 */
import path from 'node:path';
import { repoRoot } from './apps';
import { buildNodeService } from './lib/node-service-bundle';

/** Builds the document server into `shell/server/<outName>/` (default `dist`); returns the path of its entry. */
export function buildDocumentServer(outName = 'dist'): Promise<string> {
  return buildNodeService({ dir: path.join(repoRoot, 'shell/server'), outName, bundled: ['@mitti/server-kit'] });
}
