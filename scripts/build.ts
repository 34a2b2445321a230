/**
 * Production build of one or more apps: `tsx scripts/build.ts` builds all six (as many at a time as the machine
 * has cores, after one type check of them all), the API (`server/dist/`) and
 * the document server (`shell/server/dist/`); `... mf-catalog` one, `... server` only the API,
 * `... document-server` only the document server.
 * `--out DIR` puts a single app's build elsewhere (to deploy a second version of a remote side by side).
 * `--no-type-check` leaves out the apps' type check (`npm start`'s first build, scripts/lib/parallel-builds.ts).
 * `--monolith` builds the same sources as one bundle without federation (bench/monolith, the yardstick of
 * `npm run bench`) into bench/dist-monolith.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import { assertSupportedNode } from '@mitti/server-kit/node-runtime';
import { APPS, findApp, repoRoot, type AppInfo } from './apps';
import { assertBudgets } from './check-budgets';
import { buildApi } from './build-api';
import { buildDocumentServer } from './build-document-server';
import { buildServerBundle } from './build-server';
import { buildInParallel } from './lib/parallel-builds';
import { nodeCommand } from './lib/processes';
import { runCompiler } from './lib/run-compiler';
import { precompress } from '../shell/server/src/precompress';

type ConfigFactory = (mode: 'production' | 'development', outputDir?: string) => Configuration;

export async function loadConfig(app: Pick<AppInfo, 'folder'>, mode: 'production' | 'development', outputDir?: string) {
  const file = pathToFileURL(path.join(repoRoot, app.folder, 'webpack.config.ts')).href;
  const factory = (await import(file)) as { default: ConfigFactory };
  return factory.default(mode, outputDir);
}

/** The app's federation name, as its browser build carries it (`output.uniqueName` is `mitti_{name}`). */
function federationName(config: Configuration): string {
  return String(config.output?.uniqueName ?? '').replace(/^mitti_/, '');
}

/**
 * The bundler only strips types, so each app's TypeScript project (with @mitti/shared and the remote
 * contract it references) is checked first: a remote whose exposed module no longer satisfies its contract
 * fails its own build. Incremental, so an unchanged app costs a second or two.
 */
function typeCheck(...folders: string[]): void {
  try {
    execFileSync(...nodeCommand('tsc', ['-b', ...folders]), { cwd: repoRoot, stdio: 'pipe' });
  } catch (error) {
    const output = (error as { stdout?: Buffer }).stdout?.toString() ?? String(error);
    console.error(`The type check of ${folders.join(', ')} failed:\n${output}`);
    throw new Error(`Type check of ${folders.join(', ')} failed`, { cause: error });
  }
}

export async function buildApps(
  apps: readonly Pick<AppInfo, 'folder'>[],
  outputDir?: string,
  { typeCheck: withTypeCheck = true } = {},
): Promise<void> {
  for (const app of apps) {
    const started = Date.now();
    // Copies of an app built by the e2e suite are not projects of the workspace.
    if (withTypeCheck && APPS.some((known) => known.folder === app.folder)) typeCheck(app.folder);
    const config = await loadConfig(app, 'production', outputDir);
    const stats = await runCompiler(webpack(config));
    if (stats.hasErrors()) {
      console.error(`The build of ${app.folder} failed:\n${stats.toString('errors-only')}`);
      throw new Error(`Build of ${app.folder} failed`);
    }
    await buildServerBundle(app.folder, federationName(config), outputDir);
    await precompress(outputDir ?? path.join(repoRoot, app.folder, 'dist'));
    console.log(`Built ${app.folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Sizes from budgets.json; a copy of an app in another folder (a test fixture) has none.
    const name = APPS.find((known) => known.folder === app.folder)?.name ?? app.folder;
    assertBudgets(name, outputDir ?? path.join(repoRoot, app.folder, 'dist'));
  }
}

/** A known app, or a folder beside them with its own webpack.config.ts (a copy built by the e2e suite). */
function findAppOrFolder(name: string): Pick<AppInfo, 'folder'> {
  if (APPS.some((app) => app.folder === name || app.name === name)) return findApp(name);
  if (!existsSync(path.join(repoRoot, name, 'webpack.config.ts'))) return findApp(name);
  return { folder: name };
}

async function buildMonolith(): Promise<void> {
  const started = Date.now();
  const file = pathToFileURL(path.join(repoRoot, 'bench/monolith/webpack.config.ts')).href;
  const factory = (await import(file)) as { default: () => Promise<Configuration> };
  const stats = await runCompiler(webpack(await factory.default()));
  if (stats.hasErrors()) {
    console.error(`The build of the monolith failed:\n${stats.toString('errors-only')}`);
    throw new Error('Build of the monolith failed');
  }
  await precompress(path.join(repoRoot, 'bench/dist-monolith'));
  console.log(`Built the monolith (bench/dist-monolith) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  assertSupportedNode('The build', process.versions.node);
  const withTypeCheck = !process.argv.includes('--no-type-check');
  const args = process.argv.slice(2).filter((arg) => arg !== '--no-type-check');
  if (args.includes('--monolith')) return buildMonolith();
  const outIndex = args.indexOf('--out');
  const outputDir = outIndex >= 0 ? path.resolve(args[outIndex + 1] ?? '') : undefined;
  const names = outIndex < 0 ? args : args.filter((_arg, i) => i !== outIndex && i !== outIndex + 1);
  const withApi = !names.length || names.includes('server');
  const withDocumentServer = !names.length || names.includes('document-server');
  const appNames = names.filter((name) => name !== 'server' && name !== 'document-server');
  const apps = appNames.length ? appNames.map(findAppOrFolder) : names.length ? [] : APPS;
  if (outputDir && (apps.length !== 1 || withApi || withDocumentServer))
    throw new Error('--out builds exactly one app');
  if (apps.length > 1 && !outputDir) {
    // Several apps: their types checked in one go, then built as many at a time as the machine has cores.
    if (withTypeCheck) typeCheck(...apps.map((app) => app.folder));
    await buildInParallel(
      apps.map((app) => app.folder),
      (line) => console.log(line),
    );
  } else {
    await buildApps(apps, outputDir, { typeCheck: withTypeCheck });
  }
  if (withApi) {
    const started = Date.now();
    if (withTypeCheck) typeCheck('server');
    await buildApi();
    console.log(`Built the API (server/dist/main.js) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (withDocumentServer) {
    const started = Date.now();
    if (withTypeCheck) typeCheck('shell/server');
    await buildDocumentServer();
    console.log(
      `Built the document server (shell/server/dist/main.js) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
