import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { publicDir } from '../src/lib/paths';
import { productSeed } from '../src/seed/product-seed';
import { imageFiles } from '../src/seed/seed-types';
import { workshopSeed } from '../src/seed/workshop-seed';
import { drawProductPicture } from './drawing/product-picture';
import { drawWorkshopPicture } from './drawing/workshop-picture';

const committed = (folder: string, file: string) => readFile(path.join(publicDir, 'images', folder, file), 'utf8');

describe('committed pictures', () => {
  it('exist for every product image, small, 800x800, and match the generator', async () => {
    for (const product of productSeed) {
      const files = imageFiles(product);
      for (const [index, file] of files.entries()) {
        const svg = await committed('products', file);
        // ${file} is stale: run npx tsx server/scripts/draw-images.ts
        expect(svg).toBe(drawProductPicture(product, index));
        expect(Buffer.byteLength(svg)).toBeLessThan(4096);
        expect(svg).toContain('viewBox="0 0 800 800"');
      }
      // Each picture of a product is a different view.
      expect(new Set(await Promise.all(files.map((file) => committed('products', file)))).size).toBe(files.length);
    }
  });

  it('exist for every workshop image, small, 1200x800, and match the generator', async () => {
    for (const workshop of workshopSeed) {
      for (const [index, file] of imageFiles(workshop).entries()) {
        const svg = await committed('workshops', file);
        expect(svg).toBe(drawWorkshopPicture(workshop, index));
        expect(Buffer.byteLength(svg)).toBeLessThan(4096);
        expect(svg).toContain('viewBox="0 0 1200 800"');
      }
    }
  });
});
