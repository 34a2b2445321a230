/**
 * Bundle-size budgets, checked after every production build (scripts/build.ts): the gzip size of what a
 * shopper downloads from each app. For the shell, main.js and everything its document preloads at boot;
 * for a remote, remoteEntry.js, each exposed module with its chunks, and any other entry (embed.js).
 * Limits are in `budgets.json` (bytes, gzip level 9 as the static server sends). Sizes, never timings, so
 * the check is the same on a busy CI machine.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, distDir, repoRoot } from './apps';

export type Sizes = Record<string, number>;
export type Budgets = Record<string, Record<string, number>>;

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

interface Manifest {
  exposes?: { name: string; assets: { js: { sync: string[] } } }[];
}

/** A chunk's name without its content hash (`boot.6ef21697cb.js` -> `boot.js`), the same from build to build. */
export const chunkKey = (file: string) => file.replace(/\.[0-9a-f]{8,}(?=\.js$)/, '');

/** Each budget's files (by chunk key) with their gzip sizes. */
export type ChunkSizes = Record<string, Record<string, number>>;

/** What shoppers download from one app's build folder: each budget's chunks and their gzip sizes. */
export function measureChunks(dir: string): ChunkSizes {
  const chunks: ChunkSizes = {};
  const sizesOf = (files: string[]) =>
    Object.fromEntries([...new Set(files)].map((file) => [chunkKey(file), gzipSize(path.join(dir, file))]));
  const html = existsSync(path.join(dir, 'index.html')) ? readFileSync(path.join(dir, 'index.html'), 'utf8') : '';
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const isRemote = existsSync(path.join(dir, 'remoteEntry.js')) && (manifest.exposes?.length ?? 0) > 0;
  if (isRemote) {
    chunks['remoteEntry.js'] = sizesOf(['remoteEntry.js']);
    for (const expose of manifest.exposes ?? []) chunks[`expose ${expose.name}`] = sizesOf(expose.assets.js.sync);
    if (existsSync(path.join(dir, 'embed.js'))) chunks['embed.js'] = sizesOf(['embed.js']);
  } else {
    chunks['main.js'] = sizesOf(['main.js']);
    const preloaded = [
      ...html.matchAll(/<link[^>]*rel=["']?preload["']?[^>]*href=["']?\/([^"' >]+\.js)(?=["' >])/g),
    ].map((m) => m[1]!);
    chunks['boot (main.js + preloaded chunks)'] = sizesOf(['main.js', ...preloaded]);
  }
  return chunks;
}

const total = (sizes: Record<string, number>) => Object.values(sizes).reduce((sum, size) => sum + size, 0);

/** What shoppers download from one app's build folder, by budget name. */
export function measureApp(dir: string): Sizes {
  return Object.fromEntries(Object.entries(measureChunks(dir)).map(([asset, chunks]) => [asset, total(chunks)]));
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * Each chunk of an asset next to the same chunk in the sizes last recorded (`bundle-sizes.json`): what grew,
 * what is new, what went. The lines a failed budget prints, so the change that grew it can be found.
 */
export function chunkDifferences(chunks: Record<string, number>, recorded: Record<string, number> = {}): string[] {
  const names = [...new Set([...Object.keys(recorded), ...Object.keys(chunks)])].sort();
  return names.map((name) => {
    const now = chunks[name];
    const before = recorded[name];
    if (now === undefined) return `${name}: gone (was ${before} B)`;
    if (before === undefined) return `${name}: ${now} B (new)`;
    return `${name}: ${now} B (${signed(now - before)} B)`;
  });
}

/** One message per size over its limit, naming the app, the asset and the limit. */
export function overBudget(app: string, sizes: Sizes, budgets: Budgets): string[] {
  const limits = budgets[app] ?? {};
  return Object.entries(sizes).flatMap(([asset, size]) => {
    const limit = limits[asset];
    if (limit === undefined || size <= limit) return [];
    return [`${app}: ${asset} is ${size} B gzip, over its budget of ${limit} B (budgets.json)`];
  });
}

export function readBudgets(file = path.join(repoRoot, 'budgets.json')): Budgets {
  return JSON.parse(readFileSync(file, 'utf8')) as Budgets;
}

export const RECORDED_SIZES_FILE = path.join(repoRoot, 'bundle-sizes.json');

/** The chunk sizes recorded with `tsx scripts/check-budgets.ts --record` (none when the file is missing). */
export function readRecordedSizes(file = RECORDED_SIZES_FILE): Record<string, ChunkSizes> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ChunkSizes>) : {};
}

/**
 * Throws when an app's build is over budget; the build fails with the messages and, under each, the size
 * difference of every chunk of that asset since the sizes were last recorded.
 */
export function assertBudgets(
  app: string,
  dir: string,
  budgets: Budgets = readBudgets(),
  recorded: Record<string, ChunkSizes> = readRecordedSizes(),
): Sizes {
  const chunks = measureChunks(dir);
  const sizes = measureApp(dir);
  const problems = Object.entries(sizes).flatMap(([asset, size]) =>
    overBudget(app, { [asset]: size }, budgets).map((problem) => {
      const since = recorded[app]?.[asset];
      const heading = `  per chunk, since bundle-sizes.json${since ? '' : ' (nothing recorded)'}:`;
      return [problem, heading, ...chunkDifferences(chunks[asset]!, since).map((line) => `    ${line}`)].join('\n  ');
    }),
  );
  if (problems.length) throw new Error(`Bundle budget exceeded:\n  ${problems.join('\n  ')}`);
  return sizes;
}

// `tsx scripts/check-budgets.ts` prints every app's sizes next to its limits; `--record` writes each chunk's
// size to bundle-sizes.json, what a failed budget compares its chunks with (commit it with a budget change).
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const budgets = readBudgets();
  const record: Record<string, ChunkSizes> = {};
  for (const app of APPS) {
    record[app.name] = measureChunks(distDir(app));
    for (const [asset, size] of Object.entries(measureApp(distDir(app)))) {
      console.log(
        `${app.name.padEnd(10)} ${asset.padEnd(40)} ${String(size).padStart(8)} / ${budgets[app.name]?.[asset] ?? '-'}`,
      );
    }
  }
  if (process.argv.includes('--record')) writeFileSync(RECORDED_SIZES_FILE, `${JSON.stringify(record, null, 2)}\n`);
}
