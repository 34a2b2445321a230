import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import sharp from 'sharp';
import { signIn } from '../support/auth';
import { createOwner } from '../support/owner';
import { placeOrder } from '../support/routes';

/** A product no other spec looks at, so its new photo changes nothing they check. */
const PRODUCT = { id: 'matka-floor-vase', name: 'Matka Floor Vase' };

/** A 4000 x 3000 phone-sized JPEG with real detail (a gradient), written where the file picker can take it. */
async function phonePhoto(): Promise<string> {
  const [width, height] = [4000, 3000];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = ((i % width) * 255) / width;
    pixels[i * 3 + 1] = (Math.floor(i / width) * 255) / height;
    pixels[i * 3 + 2] = 90;
  }
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'mitti-photo-')), 'IMG_2041.JPG');
  await writeFile(
    file,
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg()
      .toBuffer(),
  );
  return file;
}

test('the owner uploads a phone photo and the product page shows it, with AVIF candidates and no hydration error', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createOwner();
  await signIn(page, owner);

  await page.goto(`/admin/products/${PRODUCT.id}`);
  await expect(page.getByText('No photo yet: the store shows the drawings.')).toBeVisible();
  await page.getByLabel('New photo (JPEG, PNG or WebP, up to 20 MB)').setInputFiles(await phonePhoto());
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Photo uploaded. It is the photo the store shows now.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('img', { name: `${PRODUCT.name}, the store's photo` })).toBeVisible();

  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  await page.goto(`/product/${PRODUCT.id}`);
  const main = page.getByRole('img', { name: `${PRODUCT.name}, view 1 of 1` });
  await expect(main).toBeVisible();
  await expect(main).toHaveAttribute('width', '4000');
  await expect(main).toHaveAttribute('height', '3000');
  const avif = page.locator('picture', { has: main }).locator('source[type="image/avif"]');
  await expect(avif).toHaveAttribute('srcset', /-320\.avif 320w, .*-1600\.avif 1600w$/);
  // Chromium supports AVIF: it picked an AVIF candidate, loaded and decoded it.
  await expect
    .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
    .toMatch(/^http:\/\/localhost:4000\/images\/photos\/[0-9a-f]{64}-\d+\.avif$/);
  const photo = await page.request.get(await main.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(photo.headers()['content-type']).toBe('image/avif');
  expect(photo.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(hydrationErrors).toEqual([]);

  // An order of the piece shows the photo on its line in /orders, not the drawing it replaced.
  await placeOrder(owner, PRODUCT.id);
  await page.goto('/orders');
  const thumbnail = page.locator('.account-item', { hasText: PRODUCT.name }).locator('img');
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail).toHaveAttribute('src', /^http:\/\/localhost:4000\/images\/photos\/[0-9a-f]{64}-320\.jpg$/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);

  // The upload replaced the drawings; removing the photo brings them back (issue 33 row 15), and the order
  // placed with it keeps its thumbnail.
  await page.goto(`/admin/products/${PRODUCT.id}`);
  await page.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(page.getByText('Photo removed: the store shows the drawings again.')).toBeVisible();
  await expect(page.getByText('No photo yet: the store shows the drawings.')).toBeVisible();
  await page.goto(`/product/${PRODUCT.id}`);
  await expect(page.getByRole('img', { name: new RegExp(`^${PRODUCT.name}, view 1 of \\d+$`) })).toHaveAttribute(
    'src',
    /\/images\/products\/matka-floor-vase-1\.svg$/,
  );
  await page.goto('/orders');
  await expect(thumbnail).toHaveAttribute('src', /\/images\/photos\/[0-9a-f]{64}-320\.jpg$/);
});
