/**
 * Server bundles (decision 045): the shell's `dist/server/render.cjs` (renders a page's first view for the
 * document request; esbuild: one bundle with no chunks, federation or browser targets, built in well under a
 * second) and each server-rendered remote's Module Federation container for Node, `dist/server/remoteEntry.js`
 * (its pages and the API reads they start with, webpack.server.ts), each with the stylesheet its modules import
 * beside it (`render.css`, `remote.css`).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import webpack from 'webpack';
import { createServerContainerConfig } from '../webpack.server';
import { productionBuildsOf } from '../webpack-plugins/production-builds';
import { markedStylesheet } from '../webpack-plugins/stylesheet-marker';
import { repoRoot } from './apps';
import { runCompiler } from './lib/run-compiler';

const SHELL_ENTRY = 'src/server/render.tsx';
const REMOTE_ENTRY = 'src/server.ts';

/**
 * A stylesheet the browser fetches on demand (`import()` of a `.css`: the toasts') belongs to no first view, so it
 * stays out of the styles every document inlines: on the server it is an empty one.
 */
const onDemandStylesheets: Plugin = {
  name: 'on-demand-stylesheets',
  setup(bundle) {
    bundle.onResolve({ filter: /\.css$/ }, ({ kind, path: file }) =>
      kind === 'dynamic-import' ? { path: file, namespace: 'on-demand-stylesheet' } : undefined,
    );
    bundle.onLoad({ filter: /.*/, namespace: 'on-demand-stylesheet' }, () => ({ contents: '', loader: 'css' }));
  },
};

/** Each stylesheet marked as the browser's builds mark it (webpack-plugins/stylesheet-marker.ts). */
const markedStylesheets: Plugin = {
  name: 'marked-stylesheets',
  setup(bundle) {
    bundle.onLoad({ filter: /\.css$/, namespace: 'file' }, async ({ path: file }) => ({
      contents: markedStylesheet(await readFile(file, 'utf8')),
      loader: 'css',
    }));
  },
};

/** esbuild's options for a server bundle of `entry` (also the bench's yardstick, bench/bare-document). */
export function serverBundleOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    // The libraries' production builds, as the browser's bundles have them (React Router's package names its
    // development build).
    alias: Object.fromEntries(
      Object.entries(productionBuildsOf(true)).map(([name, file]) => [name.replace(/\$$/, ''), file]),
    ),
    plugins: [onDemandStylesheets, markedStylesheets],
    // Files from the site's root that a stylesheet names (the Hindi pages' typeface): served as they are.
    external: ['/fonts/*'],
    // Each stylesheet's marker stays in front of its stylesheet (by default esbuild moves legal comments to the end
    // of the file, rewritten).
    legalComments: 'inline',
    logLevel: 'error',
  };
}

/**
 * Builds the app's server bundle, if it has one; false when it has none. `name` is the app's federation name
 * (its browser build's), which its server container carries too.
 */
export async function buildServerBundle(folder: string, name: string, outputDir?: string): Promise<boolean> {
  const dir = path.join(repoRoot, folder);
  const output = outputDir ?? path.join(dir, 'dist');
  if (existsSync(path.join(dir, SHELL_ENTRY))) {
    await build(serverBundleOptions(path.join(dir, SHELL_ENTRY), path.join(output, 'server', 'render.cjs')));
    return true;
  }
  if (!existsSync(path.join(dir, REMOTE_ENTRY))) return false;
  const stats = await runCompiler(webpack(createServerContainerConfig({ name, dir, outputDir: output })));
  if (stats.hasErrors()) throw new Error(`The server container of ${folder} failed:\n${stats.toString('errors-only')}`);
  return true;
}
