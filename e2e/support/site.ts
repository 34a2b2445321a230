import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeCommand } from '../../scripts/lib/processes';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the e2e run's `npm start` keeps `/remotes.json` (playwright.config.ts sets SITE_DIR). */
export const siteDir = path.join(repoRoot, '.data/e2e-site');
const remotesFile = path.join(siteDir, 'remotes.json');

export function readRemotes(): Record<string, string> {
  return JSON.parse(readFileSync(remotesFile, 'utf8')) as Record<string, string>;
}

/** Rewrites one of the live site files with `edit` of its JSON, as a deploy would. Returns a rollback. */
function editSiteFile<T>(file: string, edit: (current: T) => T): () => void {
  const before = readFileSync(file, 'utf8');
  writeFileSync(file, JSON.stringify(edit(JSON.parse(before) as T), null, 2));
  return () => writeFileSync(file, before);
}

/** A deploy: point one entry of the live `/remotes.json` at another build. Returns a rollback. */
export function pointRemote(name: string, manifestUrl: string): () => void {
  return editSiteFile<Record<string, string>>(remotesFile, (remotes) => ({ ...remotes, [name]: manifestUrl }));
}

const configFile = path.join(siteDir, 'runtime-config.json');

/**
 * Points the live `/runtime-config.json` at another API, for the server's renders and the browser alike
 * (a dead port is an API that is down). Returns a rollback.
 */
export function pointApi(apiBaseUrl: string): () => void {
  return editSiteFile<object>(configFile, (config) => ({ ...config, apiBaseUrl }));
}

/**
 * Keeps the shopper's documents in a Firestore emulator (`http://127.0.0.1:<port>`) from the next page load on, as a
 * deploy with DOCUMENTS=firestore does (decision 078). Returns a rollback.
 */
export function pointDocumentsAtFirestore(emulatorUrl: string): () => void {
  return editSiteFile<{ firebase: object }>(configFile, (config) => ({
    ...config,
    documents: 'firestore',
    firebase: { ...config.firebase, firestoreEmulatorUrl: emulatorUrl },
  }));
}

/** Runs `npm run build`'s script for one app folder into `outDir`, with extra environment. */
export function buildInto(folder: string, outDir: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(...nodeCommand('tsx', ['scripts/build.ts', folder, '--out', outDir]), {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${folder} exited ${code}`))));
  });
}

/**
 * A second build of a remote with one visible string changed, as its team would ship it: the remote's
 * folder is copied beside it (so its imports resolve the same way), edited, and built into `outDir`.
 * The copy is removed afterwards; nothing in the repository changes.
 */
export async function buildChangedCopy(
  folder: string,
  outDir: string,
  edit: { file: string; from: string; to: string },
): Promise<void> {
  const copy = `${folder}-next-e2e`;
  const copyDir = path.join(repoRoot, copy);
  rmSync(copyDir, { recursive: true, force: true });
  cpSync(path.join(repoRoot, folder), copyDir, {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules)$/.test(source),
  });
  try {
    const file = path.join(copyDir, edit.file);
    const source = readFileSync(file, 'utf8');
    if (!source.includes(edit.from)) throw new Error(`"${edit.from}" is not in ${edit.file}`);
    writeFileSync(file, source.replace(edit.from, edit.to));
    await buildInto(copy, outDir);
  } finally {
    rmSync(copyDir, { recursive: true, force: true });
  }
}
