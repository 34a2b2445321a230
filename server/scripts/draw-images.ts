/**
 * Draws the product and workshop pictures into server/public/images from the seed data.
 * Deterministic: the same seed always gives byte-identical files. Run: npx tsx server/scripts/draw-images.ts
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { publicDir } from '../src/lib/paths';
import { productSeed } from '../src/seed/product-seed';
import { imageFiles } from '../src/seed/seed-types';
import { workshopSeed } from '../src/seed/workshop-seed';
import { drawProductPicture } from './drawing/product-picture';
import { drawWorkshopPicture } from './drawing/workshop-picture';

const maxBytes = 4096;

async function writePictures(folder: string, pictures: Map<string, string>): Promise<void> {
  const dir = path.join(publicDir, 'images', folder);
  await mkdir(dir, { recursive: true });
  // Remove pictures of items that no longer exist, so the folder mirrors the seed exactly.
  for (const file of await readdir(dir)) {
    if (file.endsWith('.svg') && !pictures.has(file)) await rm(path.join(dir, file));
  }
  for (const [file, svg] of pictures) {
    const size = Buffer.byteLength(svg);
    if (size > maxBytes) throw new Error(`${folder}/${file} is ${size} bytes, over the ${maxBytes} byte budget`);
    await writeFile(path.join(dir, file), svg);
  }
  console.log(`${pictures.size} pictures in ${path.relative(process.cwd(), dir) || dir}`);
}

const productPictures = new Map(
  productSeed.flatMap((product) =>
    imageFiles(product).map((file, index) => [file, drawProductPicture(product, index)] as const),
  ),
);
const workshopPictures = new Map(
  workshopSeed.flatMap((workshop) =>
    imageFiles(workshop).map((file, index) => [file, drawWorkshopPicture(workshop, index)] as const),
  ),
);

await writePictures('products', productPictures);
await writePictures('workshops', workshopPictures);
