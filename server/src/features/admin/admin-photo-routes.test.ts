import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../../app';
import { databaseTargets, type DatabaseTarget } from '../../reliability/support/targets';
import { testAuth, testVerifier } from '../../reliability/support/test-verifier';
import { multipartFile } from '../../test/multipart';
import { shippingAddress } from '../../test/shipping-address';
import { NOT_A_PHOTO, TOO_MANY_PIXELS } from '../photos/photo-variants';
import type { OrderDto } from '../orders/order-dto';
import type { Product } from '../products/product-schema';
import { PHOTO_NOT_MULTIPART, PHOTO_TOO_LARGE } from './admin-photo-routes';

const admin = testAuth('owner-admin', true);
const API = 'http://api.mitti.test';

/** A photo-like picture: a gradient, so the encoders have real detail to keep. */
async function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif', orientation?: number) {
  const gradient = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      gradient[i] = (x * 255) / width;
      gradient[i + 1] = (y * 255) / height;
      gradient[i + 2] = 120;
    }
  }
  const image = sharp(gradient, { raw: { width, height, channels: 3 } });
  if (orientation) image.withMetadata({ orientation });
  return image.toFormat(format).toBuffer();
}

/** `srcset` "url 320w, url 640w" -> [[path, 320], [path, 640]]. */
const candidates = (srcset: string) =>
  srcset.split(', ').map((candidate) => {
    const [url, width] = candidate.split(' ');
    return [url!.replace(API, ''), Number(width!.replace('w', ''))] as const;
  });

describe.each(databaseTargets)('the owner’s product photos on $name', ({ create }) => {
  let target: DatabaseTarget;
  let app: FastifyInstance;

  const upload = (id: string, filename: string, type: string, bytes: Buffer, headers = admin) => {
    const body = multipartFile('photo', filename, type, bytes);
    return app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/photos`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const product = async (id: string) => (await app.inject({ method: 'GET', url: `/products/${id}` })).json<Product>();
  const stored = async () =>
    (await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_photos'))[0]!.n;

  beforeAll(async () => {
    target = await create();
    app = await buildApp({ db: target.db, verifier: testVerifier, publicApiUrl: API });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await target.dispose();
  }, 60_000);

  it('turns a 4000 x 3000 phone photo into AVIF, WebP and JPEG at seven widths, served forever-cacheable, and the catalogue shows it', async () => {
    const drawings = (await product('forest-green-mug')).images;
    expect(drawings[0]).toMatch(/\.svg$/);
    const original = await picture(4000, 3000, 'jpeg');

    // Processing runs off the event loop: the shop keeps answering while the variants are made.
    const order: string[] = [];
    const uploading = upload('forest-green-mug', 'IMG_2041.JPG', 'image/jpeg', original).then((response) => {
      order.push('upload');
      return response;
    });
    await app.inject({ method: 'GET', url: '/health' });
    order.push('health');
    const response = await uploading;
    expect(order).toEqual(['health', 'upload']);

    expect(response.statusCode).toBe(201);
    const saved = response.json<Product>();
    const photo = saved.photos![0]!;
    expect(photo).toMatchObject({ width: 4000, height: 3000 });
    expect(photo.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(saved.images).toEqual([photo.src]);
    expect(photo.src).toMatch(/^http:\/\/api\.mitti\.test\/images\/photos\/[0-9a-f]{64}-960\.jpg$/);
    expect(await product('forest-green-mug')).toMatchObject({ images: [photo.src], imageUrl: [photo.src] });

    for (const source of photo.sources) {
      const list = candidates(source.srcset);
      expect(list.map(([, width]) => width)).toEqual([320, 480, 640, 800, 960, 1280, 1600]);
      for (const [path, width] of list) {
        const variant = await app.inject({ method: 'GET', url: path });
        expect(variant.statusCode).toBe(200);
        expect(variant.headers['content-type']).toBe(source.type);
        expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const decoded = await sharp(variant.rawPayload).metadata();
        expect(decoded.format).toBe(
          source.type === 'image/jpeg' ? 'jpeg' : source.type === 'image/avif' ? 'heif' : 'webp',
        );
        if (source.type === 'image/avif') expect(decoded.compression).toBe('av1');
        expect([decoded.width, decoded.height]).toEqual([width, (width * 3) / 4]);
      }
    }
    const [originalRow] = await target.db.query<{ original: Uint8Array; original_type: string }>(
      'SELECT original, original_type FROM photos',
    );
    expect(Buffer.from(originalRow!.original).equals(original)).toBe(true);
    expect(originalRow!.original_type).toBe('image/jpeg');
    expect((await app.inject({ method: 'GET', url: photo.src.replace('-960.', '-961.') })).statusCode).toBe(404);
  }, 120_000);

  it('an order of a photographed product shows the photo on its line, not the drawing', async () => {
    const uploaded = await upload(
      'celadon-porcelain-vase',
      'IMG_2050.JPG',
      'image/jpeg',
      await picture(1200, 900, 'jpeg'),
    );
    expect(uploaded.statusCode).toBe(201);
    const hash = /photos\/([0-9a-f]{64})-960\.jpg$/.exec(uploaded.json<Product>().photos![0]!.src)![1];
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: testAuth('photo-buyer'),
      payload: {
        items: [
          { id: 'celadon-porcelain-vase', quantity: 1 },
          { id: 'indigo-stoneware-vase', quantity: 1 },
        ],
        paymentMethod: 'Cash on Delivery',
        shippingAddress,
      },
    });
    expect(response.statusCode).toBe(201);
    const lines = response.json<OrderDto>().items;
    const thumbnail = lines.find((line) => line.id === 'celadon-porcelain-vase')!.imageUrl!;
    expect(thumbnail).toBe(`${API}/images/photos/${hash}-320.jpg`);
    expect(lines.find((line) => line.id === 'indigo-stoneware-vase')!.imageUrl).toMatch(/\/images\/products\/.+\.svg$/);
    const served = await app.inject({ method: 'GET', url: thumbnail.replace(API, '') });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('takes a photo off the product again: the next photo, then the drawings, come back; orders keep theirs (issue 33)', async () => {
    const id = 'terracotta-bud-vase';
    const drawings = (await product(id)).images;
    const first = (await upload(id, 'a.png', 'image/png', await picture(800, 600, 'png'))).json<Product>().photos![0]!;
    const second = (await upload(id, 'b.jpg', 'image/jpeg', await picture(900, 600, 'jpeg'))).json<Product>()
      .photos![0]!;
    expect((await product(id)).images).toEqual([second.src, first.src]);

    const remove = (hash: string, headers = admin) =>
      app.inject({ method: 'DELETE', url: `/api/admin/products/${id}/photos/${hash}`, headers });
    const one = await remove(second.id);
    expect(one.statusCode).toBe(200);
    expect(one.json<Product>().images).toEqual([first.src]);
    expect((await remove(first.id)).json<Product>()).toMatchObject({ images: drawings, photos: [] });
    expect(await product(id)).toMatchObject({ images: drawings, photos: [] });
    // The photo's files stay: an order placed with it still shows its thumbnail.
    const served = await app.inject({ method: 'GET', url: second.src.replace(API, '') });
    expect(served.statusCode).toBe(200);

    expect((await remove(first.id)).json()).toEqual({ error: 'This product has no such photo.', statusCode: 404 });
    expect((await remove('not-a-hash')).statusCode).toBe(400);
    expect((await remove(second.id, testAuth('asha'))).statusCode).toBe(403);
  });

  it('never enlarges a small photo, flattens PNG transparency, and stands a sideways phone photo upright', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: '#c2410c80' } })
      .png()
      .toBuffer();
    const small = (await upload('terracotta-bud-vase', 'vase.png', 'image/png', png)).json<Product>().photos![0]!;
    expect(candidates(small.sources[0]!.srcset).map(([, width]) => width)).toEqual([320, 480, 640, 800]);

    const sideways = await picture(600, 400, 'webp');
    const turned = await picture(600, 400, 'jpeg', 6);
    expect((await upload('terracotta-bud-vase', 'a.webp', 'image/webp', sideways)).statusCode).toBe(201);
    const upright = (await upload('terracotta-bud-vase', 'b.jpg', 'image/jpeg', turned)).json<Product>();
    // The newest upload is the one the catalogue shows first.
    expect(upright.photos!.map((p) => [p.width, p.height])).toEqual([
      [400, 600],
      [600, 400],
      [800, 600],
    ]);
    const [path] = candidates(upright.photos![0]!.sources[2]!.srcset).at(-1)!;
    const decoded = await sharp((await app.inject({ method: 'GET', url: path })).rawPayload).metadata();
    expect([decoded.width, decoded.height, decoded.orientation]).toEqual([400, 600, undefined]);
  }, 60_000);

  it('refuses what is not a JPEG, PNG or WebP photo it may keep with a clear 4xx, and changes nothing', async () => {
    const before = await product('forest-green-mug');
    const count = await stored();
    const jpeg = await picture(64, 48, 'jpeg');
    const cases: [Promise<{ statusCode: number; json: () => { error: string } }>, number, string][] = [
      [
        upload('forest-green-mug', 'photo.jpg', 'image/jpeg', Buffer.from('Just some notes, not a photo.\n')),
        415,
        NOT_A_PHOTO,
      ],
      [upload('forest-green-mug', 'photo.gif', 'image/jpeg', await picture(64, 48, 'gif')), 415, NOT_A_PHOTO],
      [upload('forest-green-mug', 'cut.jpg', 'image/jpeg', jpeg.subarray(0, jpeg.length / 2)), 415, NOT_A_PHOTO],
      [
        upload('forest-green-mug', 'huge.jpg', 'image/jpeg', Buffer.concat([jpeg, Buffer.alloc(21 * 1024 * 1024)])),
        413,
        PHOTO_TOO_LARGE,
      ],
      [
        upload(
          'forest-green-mug',
          'panorama.png',
          'image/png',
          await sharp({ create: { width: 10_000, height: 5_001, channels: 3, background: '#fff' } })
            .png()
            .toBuffer(),
        ),
        413,
        TOO_MANY_PIXELS,
      ],
      [
        app.inject({ method: 'POST', url: '/api/admin/products/forest-green-mug/photos', headers: admin, payload: {} }),
        415,
        PHOTO_NOT_MULTIPART,
      ],
      [upload('no-such-pot', 'pot.jpg', 'image/jpeg', jpeg), 404, 'Product not found'],
    ];
    for (const [sent, status, message] of cases) {
      const response = await sent;
      expect([response.statusCode, response.json().error]).toEqual([status, message]);
    }
    expect(await product('forest-green-mug')).toEqual(before);
    expect(await stored()).toBe(count);
  }, 60_000);

  it('answers a shopper 403 and a visitor 401 before reading the photo', async () => {
    const before = await product('forest-green-mug');
    const jpeg = await picture(64, 48, 'jpeg');
    expect((await upload('forest-green-mug', 'p.jpg', 'image/jpeg', jpeg, testAuth('curious'))).statusCode).toBe(403);
    expect((await upload('forest-green-mug', 'p.jpg', 'image/jpeg', jpeg, {} as typeof admin)).statusCode).toBe(401);
    expect(await product('forest-green-mug')).toEqual(before);
  });
});
