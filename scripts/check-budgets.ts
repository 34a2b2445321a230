/**
 * Bundle-size budgets, checked after every production build (scripts/build.ts): the gzip size of what a
 * shopper downloads from each app. For the shell, main.js and everything its document preloads at boot;
 * for a remote, remoteEntry.js, each exposed module with its chunks, and any other entry (embed.js).
 * Limits are in `budgets.json` (bytes, gzip level 9 as the static server sends). Sizes, never timings, so
 * the check is the same on a busy CI machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, distDir, repoRoot } from './apps';

export type Sizes = Record<string, number>;
export type Budgets = Record<string, Record<string, number>>;

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const sum = (dir: string, files: string[]) => [...new Set(files)].reduce((n, f) => n + gzipSize(path.join(dir, f)), 0);

interface Manifest {
  exposes?: { name: string; assets: { js: { sync: string[] } } }[];
}

/** What shoppers download from one app's build folder, by budget name. */
export function measureApp(dir: string): Sizes {
  const sizes: Sizes = {};
  const html = existsSync(path.join(dir, 'index.html')) ? readFileSync(path.join(dir, 'index.html'), 'utf8') : '';
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const isRemote = existsSync(path.join(dir, 'remoteEntry.js')) && (manifest.exposes?.length ?? 0) > 0;
  if (isRemote) {
    sizes['remoteEntry.js'] = gzipSize(path.join(dir, 'remoteEntry.js'));
    for (const expose of manifest.exposes ?? []) sizes[`expose ${expose.name}`] = sum(dir, expose.assets.js.sync);
    if (existsSync(path.join(dir, 'embed.js'))) sizes['embed.js'] = gzipSize(path.join(dir, 'embed.js'));
  } else {
    sizes['main.js'] = gzipSize(path.join(dir, 'main.js'));
    const preloaded = [
      ...html.matchAll(/<link[^>]*rel=["']?preload["']?[^>]*href=["']?\/([^"' >]+\.js)(?=["' >])/g),
    ].map((m) => m[1]!);
    sizes['boot (main.js + preloaded chunks)'] = sum(dir, ['main.js', ...preloaded]);
  }
  return sizes;
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

/** Throws when an app's build is over budget; the build fails with the messages. */
export function assertBudgets(app: string, dir: string, budgets: Budgets = readBudgets()): Sizes {
  const sizes = measureApp(dir);
  const problems = overBudget(app, sizes, budgets);
  if (problems.length) throw new Error(`Bundle budget exceeded:\n  ${problems.join('\n  ')}`);
  return sizes;
}

// `tsx scripts/check-budgets.ts` prints every app's sizes next to its limits.
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const budgets = readBudgets();
  for (const app of APPS) {
    for (const [asset, size] of Object.entries(measureApp(distDir(app)))) {
      console.log(
        `${app.name.padEnd(10)} ${asset.padEnd(40)} ${String(size).padStart(8)} / ${budgets[app.name]?.[asset] ?? '-'}`,
      );
    }
  }
}
