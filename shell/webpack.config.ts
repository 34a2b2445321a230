import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../webpack.common';
import { shellPagesOfRoutes } from './src/app/route-table';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (mode: 'development' | 'production', outputDir?: string) =>
  createConfig({
    name: 'shell',
    dir,
    title: 'Mitti Studio — Handcrafted Ceramics & Pottery Workshops',
    mode,
    outputDir,
    pageChunks: shellPagesOfRoutes(),
  });
