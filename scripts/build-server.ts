/**
 * Server bundles (docs/decisions/014): the shell's `dist/server/render.cjs` (renders a page's first view for
 * the document request) and each server-rendered remote's `dist/server/remote.js` (its pages and the API
 * reads they start with), each with the stylesheet its modules import beside it (`render.css`,
 * `remote.css`). esbuild rather than webpack: a server bundle needs no chunks, federation or browser
 * targets, and builds in well under a second.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { productionBuildsOf } from '../webpack-plugins/production-builds';
import { repoRoot } from './apps';

/** What a remote's server bundle takes from the shell's (server/server-remotes.ts): one copy for the render. */
export const SHARED_WITH_SHELL = ['react', 'react-dom', 'react/jsx-runtime', '@mitti/shared'];

/**
 * Exactly those modules stay outside a remote's server bundle. esbuild's `external` would also leave out
 * their subpaths (`@mitti/shared/money`, `@mitti/shared/delivery`), which the shell does not provide: those
 * are plain modules without state, bundled into the remote as its browser build bundles them.
 */
const fromTheShell: Plugin = {
  name: 'from-the-shell',
  setup(plugins) {
    const exact = new RegExp(`^(${SHARED_WITH_SHELL.map((id) => id.replace(/[/]/g, '\\/')).join('|')})$`);
    plugins.onResolve({ filter: exact }, (args) => ({ path: args.path, external: true }));
  },
};

const SHELL_ENTRY = 'src/server/render.tsx';
const REMOTE_ENTRY = 'src/server.ts';

/** esbuild's options for a server bundle of `entry` (also the bench's yardstick, bench/bare-document). */
export function serverBundleOptions(entry: string, outfile: string, fromShell: boolean): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    minify: true,
    plugins: fromShell ? [fromTheShell] : [],
    define: { 'process.env.NODE_ENV': '"production"' },
    // The libraries' production builds, as the browser's bundles have them (React Router's package names its
    // development build).
    alias: Object.fromEntries(
      Object.entries(productionBuildsOf(true)).map(([name, file]) => [name.replace(/\$$/, ''), file]),
    ),
    logLevel: 'error',
  };
}

/** Builds the app's server bundle, if it has one; false when it has none. */
export async function buildServerBundle(folder: string, outputDir?: string): Promise<boolean> {
  const dir = path.join(repoRoot, folder);
  const shell = existsSync(path.join(dir, SHELL_ENTRY));
  const entry = path.join(dir, shell ? SHELL_ENTRY : REMOTE_ENTRY);
  if (!existsSync(entry)) return false;
  const outfile = path.join(outputDir ?? path.join(dir, 'dist'), 'server', shell ? 'render.cjs' : 'remote.js');
  await build(serverBundleOptions(entry, outfile, !shell));
  return true;
}
