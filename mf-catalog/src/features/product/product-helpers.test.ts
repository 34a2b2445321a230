import { describe, expect, it, jest } from '@jest/globals';
import { makeProduct } from '../../test/products';
import { productJsonLd } from './product-json-ld';
import { shareProduct } from './share-product';

describe('shareProduct', () => {
  const target = { title: 'Oat Bowl', text: 'Oat Bowl from Mitti Studio', url: 'http://shop.test/product/oat-bowl' };
  const nav = (parts: Partial<Navigator>) => parts as Navigator;

  it('uses the Web Share API when there is one', async () => {
    const share = jest.fn(async (_data?: ShareData) => undefined);
    await expect(shareProduct(target, nav({ share }))).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(target);
  });

  it('reports a cancelled or failed share', async () => {
    const share = jest.fn(async () => Promise.reject(new DOMException('cancel', 'AbortError')));
    await expect(shareProduct(target, nav({ share }))).resolves.toBe('cancelled');
  });

  it('copies the link without the Web Share API', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    await expect(shareProduct(target, nav({ clipboard: { writeText } as unknown as Clipboard }))).resolves.toBe(
      'copied',
    );
    expect(writeText).toHaveBeenCalledWith(target.url);
  });

  it('fails when neither works', async () => {
    const writeText = jest.fn(async () => Promise.reject(new Error('denied')));
    await expect(shareProduct(target, nav({ clipboard: { writeText } as unknown as Clipboard }))).resolves.toBe(
      'failed',
    );
    await expect(shareProduct(target, nav({}))).resolves.toBe('failed');
  });
});

describe('productJsonLd', () => {
  it('describes name, images, price in INR and availability', () => {
    const product = makeProduct({ name: 'Oat Bowl', price: 1299.5, imageUrl: 'a.svg', stock: '0' });
    expect(productJsonLd(product, product, 'http://shop.test/product/x')).toMatchObject({
      '@type': 'Product',
      name: 'Oat Bowl',
      image: ['a.svg'],
      offers: { price: '1299.50', priceCurrency: 'INR', availability: 'https://schema.org/OutOfStock' },
    });
  });

  it('names and describes the piece as the page shows it (the Hindi on a Hindi page)', () => {
    const product = makeProduct({ name: 'Kulhad Chai Cups', description: 'Six earthy kulhads for chai.' });
    const shown = { name: 'चाय के कुल्हड़', description: 'चाय के लिए मिट्टी के छह कुल्हड़।' };
    expect(productJsonLd(product, shown, 'http://shop.test/hi/product/x')).toMatchObject({
      name: 'चाय के कुल्हड़',
      description: 'चाय के लिए मिट्टी के छह कुल्हड़।',
      offers: { url: 'http://shop.test/hi/product/x' },
    });
  });

  it("gives the approved reviews' average and count, and no rating before the first", () => {
    const product = makeProduct({ name: 'Oat Bowl' });
    expect(productJsonLd(product, product, 'http://shop.test/product/x', { average: 4.333, count: 3 })).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.3', reviewCount: 3, bestRating: 5 },
    });
    expect(
      productJsonLd(product, product, 'http://shop.test/product/x', { average: null, count: 0 }),
    ).not.toHaveProperty('aggregateRating');
    expect(productJsonLd(product, product, 'http://shop.test/product/x')).not.toHaveProperty('aggregateRating');
  });
});
