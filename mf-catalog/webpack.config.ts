import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../webpack.common';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (mode: 'development' | 'production', outputDir?: string) =>
  createConfig({
    name: 'catalog',
    dir,
    port: 3001,
    title: 'Mitti Studio — Catalogue',
    mode,
    outputDir,
    exposes: {
      './StorePage': './src/features/store/store-page.tsx',
      './ProductPage': './src/features/product/product-page.tsx',
      './LatestArrivals': './src/features/store/latest-arrivals.tsx',
    },
  });
