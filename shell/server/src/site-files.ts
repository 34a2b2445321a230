import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig, SiteDocuments } from '@mitti/shared/ssr';
import { remotesManifest, runtimeConfig } from './site-config';

/**
 * The shell's deploy-time documents, `/remotes.json` and `/runtime-config.json`, live as files in one
 * folder (default `.data/site`) served before the shell's build. `npm start` writes them from the
 * environment; deploying or rolling back a remote is an edit of `remotes.json`, picked up at the next
 * page load with no rebuild and no restart.
 */
export function writeSiteFiles(dir: string, env: NodeJS.ProcessEnv = process.env): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remotes.json'), `${JSON.stringify(remotesManifest(env), null, 2)}\n`);
  writeFileSync(path.join(dir, 'runtime-config.json'), `${JSON.stringify(runtimeConfig(env), null, 2)}\n`);
}

/** Both files, read and parsed now (the document server's own copy is its deployment, deployment.ts). */
export function readSiteFiles(dir: string): SiteDocuments {
  const [remotes, config] = ['remotes.json', 'runtime-config.json'].map(
    (name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown,
  );
  return { remotes: remotes as Record<string, string>, config: config as RuntimeConfig };
}
