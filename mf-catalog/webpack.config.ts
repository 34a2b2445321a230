import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuleSetRule } from 'webpack';
import { createConfig, cssLoaders, styleLoader } from '../webpack.common';

const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * CSS for the catalogue: `import css from './x.css?inline'` gives the text (the embed puts it into its
 * shadow root); a plain import goes through style-loader with our own `insert`, which records every
 * stylesheet for the embed and keeps them out of an integrator's document (docs/decisions/004).
 */
const cssRule: RuleSetRule = {
  test: /\.css$/,
  oneOf: [
    { resourceQuery: /inline/, type: 'asset/source' },
    {
      use: [styleLoader({ insert: path.join(dir, 'src/lib/styles/style-registry.ts') }), ...cssLoaders],
    },
  ],
};

const isCssRule = (rule: unknown) =>
  typeof rule === 'object' && rule !== null && 'test' in rule && String(rule.test) === String(/\.css$/);

export default (mode: 'development' | 'production', outputDir?: string) => {
  const config = createConfig({
    name: 'catalog',
    dir,
    title: 'Mitti Studio — Catalogue',
    mode,
    outputDir,
    exposes: {
      './StorePage': './src/features/store/store-page.tsx',
      './ProductPage': './src/features/product/product-page.tsx',
      './LatestArrivals': './src/features/store/latest-arrivals.tsx',
      './embed': './src/features/embed/mount.tsx',
    },
  });
  // `embed.js`: the stand-alone script integrators add to their pages (window.MittiCatalog).
  config.entry = { main: './src/index.ts', embed: './src/features/embed/loader.ts' };
  const rules = config.module?.rules ?? [];
  config.module = { ...config.module, rules: rules.map((rule) => (isCssRule(rule) ? cssRule : rule)) };
  // The package's exports map does not match `site.css?inline` (the query is part of the subpath there).
  config.resolve = {
    ...config.resolve,
    alias: { ...config.resolve?.alias, '@mitti/shared/site.css': path.resolve(dir, '../shared/src/ui/site.css') },
  };
  return config;
};
