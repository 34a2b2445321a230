import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '../webpack.common';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (mode: 'development' | 'production', outputDir?: string) =>
  createConfig({
    name: 'workshops',
    dir,
    title: 'Mitti Studio — Workshops',
    mode,
    outputDir,
    exposes: {
      './WorkshopsPage': './src/features/workshops/workshops-page.tsx',
      './WorkshopPage': './src/features/workshop/workshop-page.tsx',
    },
  });
