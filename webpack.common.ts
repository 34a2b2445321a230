import path from 'node:path';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Chunk, ChunkGroup, Compiler, Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const require = createRequire(import.meta.url);

export type AppName = 'shell' | 'catalog' | 'workshops' | 'checkout' | 'account';

export interface AppOptions {
  /** Federation name: the key other apps use in `remotes.json`. */
  name: AppName;
  /** Folder of the app (absolute). */
  dir: string;
  /** Dev-server and `npm start` port. */
  port: number;
  /** Modules this app offers to others, e.g. `{ './StorePage': './src/app/store-page.tsx' }`. */
  exposes?: Record<string, string>;
  /** Page title of the app's own HTML document (the shell's, or a remote's standalone page). */
  title: string;
  mode: 'development' | 'production';
  /** Where the build goes; defaults to `<dir>/dist`. */
  outputDir?: string;
}

/**
 * `MF_SHARED_OVERRIDES='{"react":"^18.2.0"}'` builds an app that asks for other singleton ranges. Only the
 * e2e suite uses it, to prove that an incompatible remote is refused with a clear message.
 */
function sharedOverridesFromEnv(): Record<string, string> {
  const raw = process.env.MF_SHARED_OVERRIDES;
  return raw ? (JSON.parse(raw) as Record<string, string>) : {};
}

const rootPackage = require('./shared/package.json') as { dependencies: Record<string, string> };

/**
 * The singletons of the composed site: one React tree, one router, one store, one toast container,
 * one API client. Every app declares exactly this list, so the runtime negotiates one copy of each.
 */
export const sharedSingletons = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'react-toastify',
  '@mitti/shared',
] as const;

function versionRange(dep: string): string {
  if (dep === '@mitti/shared') return `^${(require('./shared/package.json') as { version: string }).version}`;
  const base = dep.startsWith('@') ? dep.split('/').slice(0, 2).join('/') : dep.split('/')[0]!;
  const range = rootPackage.dependencies[base];
  if (!range) throw new Error(`No version range for shared dependency ${dep} in shared/package.json`);
  return range;
}

/**
 * One copy of each singleton, and a strict version check: a remote built against a range the loaded copy
 * does not satisfy is refused (the shell shows a clear message in its slot) instead of breaking the page.
 * `overrides` replaces required ranges: used only to build an incompatible fixture in tests.
 */
export function sharedConfig(overrides: Record<string, string> = {}) {
  return Object.fromEntries(
    sharedSingletons.map((dep) => [
      dep,
      { singleton: true, requiredVersion: overrides[dep] ?? versionRange(dep), strictVersion: true },
    ]),
  );
}

/**
 * The shell's boot is a chain: main.js (federation runtime) -> the bootstrap chunk -> the shared singletons
 * and the Firebase chunk, each level discovered only when the one before has run. Listing every chunk
 * reachable from the entry as `<link rel="preload">` in index.html lets the browser fetch them all at once,
 * in parallel with main.js. Only for an app whose lazy chunks are all needed at start-up (the shell: its
 * pages are static imports; remote pages come from the remotes).
 */
export class BootPreloadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const entry = compilation.entrypoints.get('main');
        const files = new Set<string>();
        const seen = new Set<ChunkGroup>();
        const walk = (group: ChunkGroup) => {
          for (const child of group.getChildren()) {
            if (seen.has(child)) continue;
            seen.add(child);
            child.chunks.forEach((chunk: Chunk) =>
              chunk.files.forEach((file) => file.endsWith('.js') && files.add(file)),
            );
            walk(child);
          }
        };
        if (entry) walk(entry);
        const links = [...files]
          .sort()
          .map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `/${file}` }),
          );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/** Separate caches for a copy of an app in another folder and for a build with other shared ranges. */
function cacheKey(app: AppOptions): string {
  return createHash('sha1')
    .update(`${app.dir}|${process.env.MF_SHARED_OVERRIDES ?? ''}`)
    .digest('hex')
    .slice(0, 8);
}

export function createConfig(app: AppOptions): Configuration & { devServer: DevServerConfiguration } {
  const isProd = app.mode === 'production';
  return {
    mode: app.mode,
    context: app.dir,
    entry: { main: './src/index.ts' },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: app.outputDir ?? path.join(app.dir, 'dist'),
      // Entry names stay stable (the federation runtime refuses hashed entries); chunks are content-hashed.
      filename: '[name].js',
      chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      publicPath: 'auto',
      uniqueName: `mitti_${app.name}`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // esbuild instead of ts-loader: the same output for our code, a fraction of the time.
          loader: fileURLToPath(new URL('./scripts/esbuild-loader.ts', import.meta.url)),
        },
        { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
        { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes ?? {},
        shared: sharedConfig(sharedOverridesFromEnv()),
        // The copy already loaded (the shell's) wins, so a remote can never swap React under a running page.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
      // The shell's document, or a remote's standalone development page.
      new HtmlWebpackPlugin({
        template: path.join(app.dir, 'public/index.html'),
        title: app.title,
        chunks: ['main'],
        // Absolute, so deep links such as /payment/failed load the entry from the root.
        publicPath: '/',
      }),
      ...(app.name === 'shell' && isProd ? [new BootPreloadPlugin()] : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: isProd ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    // A rebuild of one app reuses everything unchanged from the last build (node_modules/.cache/webpack).
    cache: {
      type: 'filesystem',
      name: `${app.name}-${app.mode}-${cacheKey(app)}`,
      buildDependencies: { config: [fileURLToPath(import.meta.url), path.join(app.dir, 'webpack.config.ts')] },
    },
    stats: 'errors-warnings',
    devServer: {
      port: app.port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}
