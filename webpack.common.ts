import path from 'node:path';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Chunk, Configuration, RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const require = createRequire(import.meta.url);
/** The repository's root, where this file is. */
const root = path.dirname(fileURLToPath(import.meta.url));

import { appEntry, REMOTE_ENTRY_FILE, type AppName } from './shared/src/remotes/app-table';
import type { RemoteExposes, RemoteName } from './shared/src/remotes/remote-contract';
import { BootPreloadPlugin } from './webpack-plugins/boot-preload-plugin';
import { ProvideFederationRuntimeCorePlugin } from './webpack-plugins/federation-runtime-core';
import { NoDevelopmentBuildsPlugin, productionBuildsOf } from './webpack-plugins/production-builds';

export type { AppName };

interface AppBuildOptions {
  /** Folder of the app (absolute). */
  dir: string;
  /** Page title of the app's own HTML document (the shell's, or a remote's standalone page). */
  title: string;
  mode: 'development' | 'production';
  /**
   * The chunks named after the app's own pages (the shell's, from its route table): each is preloaded with its
   * routes' documents only, listed in `route-pages.json` (BootPreloadPlugin).
   */
  pageChunks?: readonly string[];
  /** Where the build goes; defaults to `<dir>/dist`. */
  outputDir?: string;
}

/**
 * An app's build. `name`: its federation name, the key other apps use in `remotes.json`; its port is the apps
 * table's (`@mitti/shared/apps`). A remote's `exposes` are the modules the contract gives it, each with its file
 * (`{ './StorePage': './src/features/store/store-page.tsx' }`, RemoteExposes): one missing or one the contract
 * lacks fails the type check. The shell exposes none.
 */
export type AppOptions<Name extends AppName = AppName> = AppBuildOptions & { name: Name } & (Name extends RemoteName
    ? { exposes: RemoteExposes<Name> }
    : { exposes?: never });

/**
 * `MF_SHARED_OVERRIDES='{"react":"^18.2.0"}'` builds an app that asks for other singleton ranges. Only the
 * e2e suite uses it, to prove that an incompatible remote is refused with a clear message.
 */
export function sharedOverridesFromEnv(): Record<string, string> {
  const raw = process.env.MF_SHARED_OVERRIDES;
  return raw ? (JSON.parse(raw) as Record<string, string>) : {};
}

const rootPackage = require('./shared/package.json') as { dependencies: Record<string, string> };

/**
 * The singletons of the composed site: one React tree, and `@mitti/shared` with the one router, store,
 * API client and toast container in it (its `platform/` files re-export what the apps use of
 * react-router, Redux, RTK Query and react-toastify; shared on their own, those libraries ship untrimmed:
 * decision 013). Every app declares exactly this list, so the runtime negotiates one copy of each.
 */
export const sharedSingletons = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
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

/** css-loader's URL filter: true for a file it bundles, false for one from the site's root. */
function bundledUrl(url: string): boolean {
  return !url.startsWith('/');
}

/**
 * CSS goes into the bundles as text for style-loader. Without source maps: with them every stylesheet
 * shipped its source twice more (sourcesContent and mappings), a third of the shell's own chunk. Each
 * stylesheet is marked first (webpack-plugins/stylesheet-marker.ts), in the browser's builds and the server's,
 * then minified (webpack-plugins/minify-stylesheet.ts).
 */
export const cssLoaders = [
  // A URL from the site's root (`/fonts/…`, the Hindi pages' typeface) names a file the shell serves as it is.
  { loader: require.resolve('css-loader'), options: { sourceMap: false, url: { filter: bundledUrl } } },
  { loader: path.join(root, 'webpack-plugins/minify-stylesheet.ts') },
  { loader: path.join(root, 'webpack-plugins/stylesheet-marker.ts') },
];

/**
 * style-loader puts each stylesheet into the document, except one a server-rendered page already has
 * (shared/src/ui/stylesheet-placement.ts). `insert`: where an app's stylesheets go (the catalogue's own).
 */
export function styleLoader(options: { insert?: string } = {}) {
  return {
    loader: require.resolve('style-loader'),
    options: {
      styleTagTransform: path.join(root, 'shared/src/ui/stylesheet-placement.ts'),
      ...options,
    },
  };
}

/**
 * Fewer, larger files on a first load. Each request to an HTTP/1.1 origin costs a round trip on one of six
 * connections, so the shell's boot is two chunks instead of ten, not counting the federation runtime in
 * main.js and the shell's own code: React (react, react-dom, scheduler) and the rest (the libraries inside
 * @mitti/shared, the style runtime). Two, not one: each is compiled in a task of its own (decision 052). Lazy
 * chunks (the sign-in SDK, the FAQ's sanitiser, the toasts, the HTTP client with axios) keep theirs. Remotes
 * do not split at all: each exposed page is one file with everything it needs that the shell does not share,
 * so a route costs its remoteEntry.js and one chunk; what two pages of a remote have in common is downloaded
 * again by the second (a few KB).
 */
/** The HTTP client's chunk (shared/src/api/load-http-client.ts): not in the boot, not preloaded (decision 032). */
const HTTP_CLIENT_CHUNK = 'http-client';
/** The Firestore SDK and adapter of a shop whose documents are there (shell/src/features/session/documents.ts, decision 078). */
const FIRESTORE_DOCUMENTS_CHUNK = 'firestore-documents';
/** The page-view beacon and web-vitals (shell/src/features/rum): fetched when the page is idle, never preloaded (decision 046). */
const REAL_USER_METRICS_CHUNK = 'rum';
/** Lingui's runtime with the shell's Hindi catalog (shell/src/i18n): fetched by a Hindi page only, never preloaded (decision 102). */
const HINDI_CHUNK = 'hindi';
/** The guest orders' merge (shared/src/guest-orders/merge-all.ts): fetched when a browser holds guest orders to merge (decision 128). */
const GUEST_ORDERS_CHUNK = 'guest-orders';
/** The offer of a page in Hindi (shell/src/app/layout/language-offer-bar.tsx): fetched for a browser that asks for Hindi only (decision 127). */
const LANGUAGE_OFFER_CHUNK = 'language-offer';

/** React (react, react-dom, scheduler): a boot chunk of its own. */
const REACT_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** The rest of the boot: the libraries inside @mitti/shared and the style runtime, with @mitti/shared itself. */
const SHELL_BOOT_LIBRARIES =
  /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser|@reduxjs|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store|@standard-schema|css-loader|style-loader)[\\/]|[\\/]shared[\\/]src[\\/]/;
// Lazy chunks that keep their own part of @mitti/shared rather than have it moved into the boot (the HTTP client, the
// Firestore adapter, the remotes' Hindi words of decision 105, the guest orders' merge of decision 128); each is also
// fetched on demand, never preloaded.
const OWN_SHARED_CHUNKS = [HTTP_CLIENT_CHUNK, FIRESTORE_DOCUMENTS_CHUNK, HINDI_CHUNK, GUEST_ORDERS_CHUNK];
const inBoot = (chunk: Chunk) => !OWN_SHARED_CHUNKS.includes(chunk.name ?? '');
const shellBootChunks: NonNullable<Configuration['optimization']>['splitChunks'] = {
  cacheGroups: {
    react: { test: REACT_LIBRARIES, name: 'react', chunks: inBoot, enforce: true },
    boot: { test: SHELL_BOOT_LIBRARIES, name: 'boot', chunks: inBoot, enforce: true },
  },
};

/**
 * ts-loader only transpiles (`transpileOnly`): each app's TypeScript project is type-checked by `tsc -b` before
 * it is bundled (scripts/build.ts). The projects emit declarations only for that check, so the loader asks for
 * JavaScript instead, from under the repository's root (the app's files and @mitti/shared's: TypeScript 6 wants
 * the root of what it emits named).
 */
function tsLoaderOptions(appDir: string) {
  return {
    transpileOnly: true,
    configFile: path.join(appDir, 'tsconfig.json'),
    compilerOptions: {
      noEmit: false,
      emitDeclarationOnly: false,
      declaration: false,
      composite: false,
      rootDir: root,
    },
  };
}

/** The app's TypeScript, transpiled only (above). */
export function typeScriptRule(appDir: string): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: require.resolve('ts-loader'),
    options: tsLoaderOptions(appDir),
  };
}

/** Images and fonts a module imports: files of their own, named by content. */
export const ASSET_RULE: RuleSetRule = { test: /\.(svg|png|jpe?g|webp|avif|woff2?)$/, type: 'asset/resource' };

/**
 * SWC minifies the bundles, through webpack's own minimizer plugin: terser (webpack's default, two compress passes)
 * took most of a cold build, SWC a fraction of it for no more bytes (decision 030).
 */
export function javascriptMinimizer() {
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } });
}

/** Separate caches for a copy of an app in another folder and for a build with other shared ranges. */
function cacheKey(app: AppBuildOptions): string {
  return createHash('sha1')
    .update(`${app.dir}|${process.env.MF_SHARED_OVERRIDES ?? ''}`)
    .digest('hex')
    .slice(0, 8);
}

/** html-webpack-plugin's own minification options for production (its README). */
const HTML_MINIFY = {
  collapseWhitespace: true,
  keepClosingSlash: true,
  removeComments: true,
  removeRedundantAttributes: true,
  removeScriptTypeAttributes: true,
  removeStyleLinkTypeAttributes: true,
  useShortDoctype: true,
};

export function createConfig<Name extends AppName>(
  app: AppOptions<Name>,
): Configuration & { devServer: DevServerConfiguration } {
  const isProd = app.mode === 'production';
  const exposes: Readonly<Record<string, string>> = app.exposes ?? {};
  const isRemote = Object.keys(exposes).length > 0;
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
      alias: productionBuildsOf(isProd),
    },
    module: {
      rules: [typeScriptRule(app.dir), { test: /\.css$/, use: [styleLoader(), ...cssLoaders] }, ASSET_RULE],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: REMOTE_ENTRY_FILE,
        exposes: { ...exposes },
        shared: sharedConfig(sharedOverridesFromEnv()),
        // The copy already loaded (the shell's) wins, so a remote can never swap React under a running page.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: {
          // Browser only: drops the runtime's Node script loaders (about 2 KB gzip per copy). A remote consumes
          // no other remote: its runtime leaves out remote loading (the federation runtime-size guide).
          // The page loads each remote's remoteEntry.js, not its manifest (decision 129): the shell's runtime leaves out
          // the manifest's snapshot and its preloads (about 1.4 KB gzip of the boot).
          optimization: { target: 'web', disableSnapshot: true, ...(isRemote ? { disableRemote: true } : {}) },
          // One federation runtime per page: remote entries use the runtime-core the page already has.
          ...(isRemote ? { externalRuntime: true } : {}),
        },
      }),
      new ProvideFederationRuntimeCorePlugin(app.name),
      // The shell's document, or a remote's standalone development page.
      new HtmlWebpackPlugin({
        template: path.join(app.dir, 'public/index.html'),
        title: app.title,
        chunks: ['main'],
        // The shell's document places its tags itself, around its app's start (shell/public/index.html).
        ...(app.name === 'shell' ? { inject: false } : {}),
        // Absolute, so deep links such as /payment/failed load the entry from the root.
        publicPath: '/',
        // html-webpack-plugin's production minification, keeping the document server's placeholders.
        minify: isProd ? { ...HTML_MINIFY, ignoreCustomComments: [/^mitti:/] } : false,
        // The shop's icon: copied to /favicon.ico and linked from the document (no 404 on any page).
        ...(app.name === 'shell' ? { favicon: path.join(app.dir, 'public/favicon.ico') } : {}),
      }),
      // The Hindi pages' typeface (shared/src/ui/devanagari-font.css names them from the site's root).
      ...(app.name === 'shell'
        ? [new CopyPlugin({ patterns: [{ from: path.join(app.dir, 'public/fonts'), to: 'fonts' }] })]
        : []),
      ...(app.name === 'shell' && isProd
        ? [
            new BootPreloadPlugin(
              [
                'firebase-auth',
                'toasts',
                'sign-in',
                REAL_USER_METRICS_CHUNK,
                LANGUAGE_OFFER_CHUNK,
                ...OWN_SHARED_CHUNKS,
              ],
              app.pageChunks,
            ),
          ]
        : []),
      ...(isProd ? [new NoDevelopmentBuildsPlugin()] : []),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: isProd ? 'deterministic' : 'named',
      ...(isProd ? { splitChunks: isRemote ? false : shellBootChunks, minimizer: [javascriptMinimizer()] } : {}),
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
      port: appEntry(app.name).port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, errors: true } },
    },
  };
}
