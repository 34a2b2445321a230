import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

const parsed = new Map<string, { stamp: string; files: SiteDocuments }>();

/**
 * Both files, parsed again only when one of them changed (every shell document asks for them: for its
 * CSP and for its preloads), so an edit still shows at the next page load.
 */
export function readSiteFiles(dir: string): SiteDocuments {
  const files = ['remotes.json', 'runtime-config.json'].map((name) => path.join(dir, name));
  const stamp = files
    .map((file) => {
      const { mtimeMs, size } = statSync(file);
      return `${mtimeMs}:${size}`;
    })
    .join('|');
  const cached = parsed.get(dir);
  if (cached?.stamp === stamp) return cached.files;
  const [remotes, config] = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown);
  const result = { remotes: remotes as Record<string, string>, config: config as RuntimeConfig };
  parsed.set(dir, { stamp, files: result });
  return result;
}
