import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { remotesManifest, runtimeConfig, type RuntimeConfigDocument } from './site-config';

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

export function readSiteFiles(dir: string): { remotes: Record<string, string>; config: RuntimeConfigDocument } {
  const read = (name: string) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown;
  return {
    remotes: read('remotes.json') as Record<string, string>,
    config: read('runtime-config.json') as RuntimeConfigDocument,
  };
}
