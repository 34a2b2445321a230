import path from 'node:path';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Chunk, ChunkGroup, Compiler, Configuration, Module } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const require = createRequire(import.meta.url);

import { appEntry, type AppName } from './shared/src/remotes/app-table';

export type { AppName };

export interface AppOptions {
  /** Federation name: the key other apps use in `remotes.json`; its port is the apps table's (`@mitti/shared/apps`). */
  name: AppName;
  /** Folder of the app (absolute). */
  dir: string;
  /** Modules this app offers to others, e.g. `{ './StorePage': './src/app/store-page.tsx' }`. */
  exposes?: Record<string, string>;
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
 * `MF_SHARED_OVERRIDES='{"react":"^18.2.0"}'` builds an app that asks for other singleton ranges. Only the
 * e2e suite uses it, to prove that an incompatible remote is refused with a clear message.
 */
function sharedOverridesFromEnv(): Record<string, string> {
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

/**
 * CSS goes into the bundles as text for style-loader. Without source maps: with them every stylesheet
 * shipped its source twice more (sourcesContent and mappings), a third of the shell's own chunk.
 */
export const cssLoader = { loader: require.resolve('css-loader'), options: { sourceMap: false } };

/**
 * The shell's boot is a chain: main.js (federation runtime) -> the bootstrap chunk -> the shared singletons
 * and the Firebase chunk, each level discovered only when the one before has run. Listing every chunk
 * reachable from the entry as `<link rel="preload">` in index.html lets the browser fetch them all at once,
 * in parallel with main.js, which is itself asked for at high priority (a deferred script is low otherwise,
 * and waits behind the preloads). Only for an app whose lazy chunks are all needed at start-up (the shell:
 * remote pages come from the remotes), minus the chunks named in `onDemand` (the Firebase SDK, fetched only
 * when a session or a sign-in needs it; the toast library, fetched with the first toast; the sign-in pages;
 * the HTTP client, fetched with the first API call) and the shell's own pages: a chunk named after a page
 * (`HomePage`, routes.tsx) is needed on that page's routes only, so it is listed with its files in
 * `route-pages.json`, which the document server reads to preload it with those routes' documents.
 */
export class BootPreloadPlugin {
  constructor(
    private readonly onDemand: string[] = [],
    private readonly pageChunks: readonly string[] = [],
  ) {}

  static readonly ROUTE_PAGES = 'route-pages.json';

  /** A chunk of one of the shell's pages: named after its page (routes.tsx), as the route table names them. */
  private readonly isRoutePage = (group: ChunkGroup): boolean => this.pageChunks.includes(group.name ?? '');

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    // The app's own compilation only (not html-webpack-plugin's child compilations).
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BootPreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const pages: Record<string, string[]> = {};
          for (const group of compilation.chunkGroups.filter(this.isRoutePage)) {
            const files = group.chunks.flatMap((chunk: Chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
            pages[group.name!] = files.sort().map((file) => `/${file}`);
          }
          compilation.emitAsset(BootPreloadPlugin.ROUTE_PAGES, new sources.RawSource(JSON.stringify(pages)));
        },
      );
    });
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const entry = compilation.entrypoints.get('main');
        const files = new Set<string>();
        const seen = new Set<ChunkGroup>();
        const walk = (group: ChunkGroup) => {
          for (const child of group.getChildren()) {
            const skipped = (child.name && this.onDemand.includes(child.name)) || this.isRoutePage(child);
            if (seen.has(child) || skipped) continue;
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
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src === '/main.js') tag.attributes.fetchpriority = 'high';
        }
        return data;
      });
    });
  }
}

/**
 * Fewer, larger files on a first load. Each request to an HTTP/1.1 origin costs a round trip on one of six
 * connections, so the shell's boot (React, the libraries inside @mitti/shared, the style runtime) is one
 * chunk instead of ten, not counting the federation runtime in main.js and the shell's own code. Lazy
 * chunks (the sign-in SDK, the FAQ's sanitiser, the toasts, the HTTP client with axios) keep theirs. Remotes
 * do not split at all: each exposed page is one file with everything it needs that the shell does not share,
 * so a route costs its remoteEntry.js and one chunk; what two pages of a remote have in common is downloaded
 * again by the second (a few KB).
 */
/** The HTTP client's chunk (shared/src/api/load-http-client.ts): not in the boot, not preloaded (decision 032). */
const HTTP_CLIENT_CHUNK = 'http-client';
/** The page-view beacon and web-vitals (shell/src/features/rum): fetched when the page is idle, never preloaded (decision 046). */
const REAL_USER_METRICS_CHUNK = 'rum';

const SHELL_BOOT_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@reduxjs|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store|@standard-schema|css-loader|style-loader)[\\/]/;
const shellBootChunks: NonNullable<Configuration['optimization']>['splitChunks'] = {
  cacheGroups: {
    boot: {
      test: (module: Module) => {
        const file = module.nameForCondition() ?? '';
        return SHELL_BOOT_LIBRARIES.test(file) || /[\\/]shared[\\/]src[\\/]/.test(file);
      },
      name: 'boot',
      chunks: (chunk) => chunk.name !== HTTP_CLIENT_CHUNK,
      enforce: true,
    },
  },
};

/** The global a remote built with `externalRuntime` reads `@module-federation/runtime-core` from. */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * One federation runtime-core per page (docs/decisions/012). Remotes are built with `externalRuntime`, so
 * their `remoteEntry.js` reads runtime-core from the global instead of carrying a copy. This plugin puts the
 * real one into an app's own entries — the shell's `main.js`, a remote's standalone `main.js`, the
 * catalogue's `embed.js` — and publishes it before their federation runtime starts, unless the page already
 * has one. The import is by file path, which the externals (matched by request) leave alone; in the shell
 * it is the very module the runtime uses. Not `experiments.provideExternalRuntime`: in 2.9.2 its runtime
 * plugin resolves to CommonJS and brings a second copy of runtime-core (shell main.js 28 -> 54 KB gzip).
 */
export class ProvideFederationRuntimeCorePlugin {
  constructor(private readonly app: AppName) {}

  apply(compiler: Compiler): void {
    const { EntryPlugin, RuntimeModule } = compiler.webpack;
    const runtimeCore = fileURLToPath(import.meta.resolve('@module-federation/runtime-core'));
    const { version } = require(path.join(path.dirname(runtimeCore), '../package.json')) as { version: string };
    const source = [
      `import * as runtimeCore from ${JSON.stringify(runtimeCore)};`,
      `if (!globalThis.${RUNTIME_CORE_GLOBAL}) {`,
      `  globalThis.${RUNTIME_CORE_GLOBAL} = runtimeCore;`,
      `  globalThis.${RUNTIME_CORE_GLOBAL}_FROM = { name: ${JSON.stringify(this.app)}, version: ${JSON.stringify(version)} };`,
      `}`,
    ].join('\n');
    const request = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
    const dependencies = new Map<string, ReturnType<typeof EntryPlugin.createDependency>>();

    // Every entry of the app's own config (not the container entry the federation plugin adds).
    compiler.hooks.make.tapPromise('ProvideFederationRuntimeCorePlugin', async (compilation) => {
      const entries = typeof compiler.options.entry === 'function' ? {} : compiler.options.entry;
      for (const name of Object.keys(entries)) {
        const dependency = EntryPlugin.createDependency(request, { name });
        dependencies.set(name, dependency);
        await new Promise<void>((resolve, reject) =>
          compilation.addEntry(compiler.context, dependency, { name }, (error) => (error ? reject(error) : resolve())),
        );
      }
    });

    // Entry modules run after the federation runtime has started; this runs the provider before that.
    class ProvideRuntimeCoreModule extends RuntimeModule {
      constructor(private readonly dependency: ReturnType<typeof EntryPlugin.createDependency>) {
        super('provide federation runtime-core', RuntimeModule.STAGE_TRIGGER);
      }
      override generate(): string | null {
        const { compilation, chunkGraph } = this;
        const module = compilation?.moduleGraph.getModule(this.dependency);
        if (!compilation || !chunkGraph || !module) return null;
        return `${compilation.runtimeTemplate.moduleRaw({
          module,
          chunkGraph,
          request: 'provide federation runtime-core',
          weak: false,
          runtimeRequirements: new Set(),
        })};`;
      }
    }
    compiler.hooks.thisCompilation.tap('ProvideFederationRuntimeCorePlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('ProvideFederationRuntimeCorePlugin', (chunk) => {
        const dependency = chunk.name ? dependencies.get(chunk.name) : undefined;
        if (dependency && chunk.hasRuntime())
          compilation.addRuntimeModule(chunk, new ProvideRuntimeCoreModule(dependency));
      });
    });
  }
}

/**
 * React Router's package exports name only its development build (dist/development: warnings and checks a
 * shop never needs); its production build sits beside it. A production bundle takes that one.
 */
export function productionBuildsOf(isProd: boolean): Record<string, string> {
  if (!isProd) return {};
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

/** A library's development build (`dist/development/`, `*.development.js`) in a module's path. */
export const DEVELOPMENT_BUILD =
  /[\\/]node_modules[\\/](?:.*[\\/])?(?:development[\\/]|[^\\/]+\.development\.[cm]?js$)/;

/**
 * Fails a production build that bundles a library's development build (React Router's, which its package
 * exports by default, was one): slower and larger than its production build, and never meant for shoppers.
 */
export class NoDevelopmentBuildsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('NoDevelopmentBuildsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('NoDevelopmentBuildsPlugin', (modules) => {
        const found = [...modules]
          .map((module) => module.nameForCondition() ?? '')
          .filter((file) => DEVELOPMENT_BUILD.test(file));
        if (found.length) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `A development build of a library is in this production bundle:\n  ${[...new Set(found)].join('\n  ')}`,
            ),
          );
        }
      });
    });
  }
}

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
      rootDir: path.dirname(fileURLToPath(import.meta.url)),
    },
  };
}

/**
 * SWC minifies the bundles, through webpack's own minimizer plugin: terser (webpack's default, two compress passes)
 * took most of a cold build, SWC a fraction of it for no more bytes (decision 030).
 */
function javascriptMinimizer() {
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } });
}

/** Separate caches for a copy of an app in another folder and for a build with other shared ranges. */
function cacheKey(app: AppOptions): string {
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

export function createConfig(app: AppOptions): Configuration & { devServer: DevServerConfiguration } {
  const isProd = app.mode === 'production';
  const isRemote = Object.keys(app.exposes ?? {}).length > 0;
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
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: require.resolve('ts-loader'),
          options: tsLoaderOptions(app.dir),
        },
        { test: /\.css$/, use: [require.resolve('style-loader'), cssLoader] },
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
        experiments: {
          // Browser only: drops the runtime's Node script loaders (about 2 KB gzip per copy). A remote consumes
          // no other remote: its runtime leaves out remote loading (the federation runtime-size guide).
          optimization: { target: 'web', ...(isRemote ? { disableRemote: true } : {}) },
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
        // Absolute, so deep links such as /payment/failed load the entry from the root.
        publicPath: '/',
        // html-webpack-plugin's production minification, keeping the document server's placeholders.
        minify: isProd ? { ...HTML_MINIFY, ignoreCustomComments: [/^mitti:/] } : false,
        // The shop's icon: copied to /favicon.ico and linked from the document (no 404 on any page).
        ...(app.name === 'shell' ? { favicon: path.join(app.dir, 'public/favicon.ico') } : {}),
      }),
      ...(app.name === 'shell' && isProd
        ? [
            new BootPreloadPlugin(
              ['firebase-auth', 'toasts', 'sign-in', HTTP_CLIENT_CHUNK, REAL_USER_METRICS_CHUNK],
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
