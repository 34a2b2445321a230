import { describe, expect, it } from '@jest/globals';
import { makeProduct } from '../../test/products';
import { createdSeconds, firstImageOf, imagesOf, isOutOfStock, maxQuantity, stockOf } from './product-facts';

describe('stock', () => {
  it.each([
    [12, 12],
    ['5', 5],
    ['0', 0],
    [0, 0],
    [-2, -2],
    ['', null],
    ['many', null],
    [null, null],
    [undefined, null],
  ] as const)('stock %j reads as %j', (stock, expected) => {
    expect(stockOf({ stock })).toBe(expected);
  });

  it('is out of stock only when known and 0 or less', () => {
    expect(isOutOfStock({ stock: 0 })).toBe(true);
    expect(isOutOfStock({ stock: '0' })).toBe(true);
    expect(isOutOfStock({ stock: -1 })).toBe(true);
    expect(isOutOfStock({ stock: '3' })).toBe(false);
    expect(isOutOfStock({ stock: undefined })).toBe(false);
  });

  it('caps the quantity at the stock, or at 10 when unknown', () => {
    expect(maxQuantity({ stock: 4 })).toBe(4);
    expect(maxQuantity({ stock: '7' })).toBe(7);
    expect(maxQuantity({ stock: 25 })).toBe(25);
    expect(maxQuantity({ stock: null })).toBe(10);
    expect(maxQuantity({ stock: 0 })).toBe(0);
  });
});

describe('images', () => {
  it('takes imageUrl as a list', () => {
    expect(imagesOf({ imageUrl: ['a.svg', 'b.svg'] })).toEqual(['a.svg', 'b.svg']);
  });

  it('takes imageUrl as a single string', () => {
    expect(imagesOf({ imageUrl: 'a.svg' })).toEqual(['a.svg']);
    expect(firstImageOf({ imageUrl: 'a.svg' })).toBe('a.svg');
  });

  it('falls back to images, and to nothing', () => {
    expect(imagesOf({ imageUrl: '', images: ['c.svg'] })).toEqual(['c.svg']);
    expect(imagesOf({ imageUrl: [] })).toEqual([]);
    expect(firstImageOf({ imageUrl: [] })).toBe('');
  });
});

describe('createdSeconds', () => {
  it('reads the seconds, or null when missing', () => {
    expect(createdSeconds(makeProduct({ createdAt: { seconds: 42 } }))).toBe(42);
    expect(createdSeconds(makeProduct({ createdAt: null }))).toBeNull();
    expect(createdSeconds(makeProduct({ createdAt: undefined }))).toBeNull();
  });
});
