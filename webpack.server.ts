import path from 'node:path';
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack, { type Configuration } from 'webpack';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import {
  ASSET_RULE,
  cssLoaders,
  javascriptMinimizer,
  sharedConfig,
  sharedOverridesFromEnv,
  typeScriptRule,
} from './webpack.common';
import { productionBuildsOf } from './webpack-plugins/production-builds';

const require = createRequire(import.meta.url);

/** What a remote's server container takes from the document server's render: the one copy the render uses. */
const SHARED_WITH_SHELL = ['react', 'react-dom', 'react/jsx-runtime', '@mitti/shared'] as const;

export interface ServerContainerOptions {
  /** The federation name, the same as the remote's browser build. */
  name: string;
  /** Folder of the app (absolute). */
  dir: string;
  /** Where the remote's build goes; the container is written to its `server/` folder. */
  outputDir: string;
}

/**
 * A remote's server view as a Module Federation container for Node (the federation's server-to-server way):
 * `server/remoteEntry.js`, `target: 'async-node'`, a CommonJS module exposing `./server` (src/server.ts), with
 * `@module-federation/node`'s runtime plugin so what it loads comes over HTTP from where it was deployed. React
 * and @mitti/shared are never bundled (`import: false`): the document server's render provides them, and a
 * strict singleton range it does not satisfy refuses the container, as the browser's runtime refuses the
 * browser build. The stylesheet its modules import goes beside it (`server/remote.css`) for the document.
 */
export function createServerContainerConfig(app: ServerContainerOptions): Configuration {
  const shared = sharedConfig(sharedOverridesFromEnv());
  return {
    name: `${app.name}-server`,
    mode: 'production',
    context: app.dir,
    target: 'async-node',
    entry: {},
    devtool: false,
    output: {
      path: path.join(app.outputDir, 'server'),
      filename: '[name].js',
      chunkFilename: '[name].js',
      publicPath: 'auto',
      uniqueName: `mitti_${app.name}_server`,
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: productionBuildsOf(true) },
    module: {
      rules: [
        typeScriptRule(app.dir),
        { test: /\.css$/, resourceQuery: { not: [/inline/] }, use: [MiniCssExtractPlugin.loader, ...cssLoaders] },
        { test: /\.css$/, resourceQuery: /inline/, type: 'asset/source' },
        ASSET_RULE,
      ],
    },
    optimization: {
      minimize: true,
      splitChunks: false,
      // The stylesheet goes into every document this remote's pages are rendered in: minified as esbuild did.
      minimizer: [
        javascriptMinimizer(),
        new MinimizerPlugin({ test: /\.css$/, minify: MinimizerPlugin.esbuildMinifyCss }),
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      // One file: a document's render fetches the container and nothing after it.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new MiniCssExtractPlugin({ filename: 'remote.css' }),
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        exposes: { './server': './src/server.ts' },
        shared: Object.fromEntries(SHARED_WITH_SHELL.map((dep) => [dep, { ...shared[dep], import: false as const }])),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
    ],
  };
}
