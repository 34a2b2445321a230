import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from '@jest/globals';
import type { Product } from '../types';
import { CartDocument, Product as ProductSchema, Workshop as WorkshopSchema } from './index';

const product: Product = {
  id: 'moon-mug',
  name: 'Moon Mug',
  price: 899,
  mrp: 999,
  category: 'mugs',
  description: 'A speckled stoneware mug.',
  tags: ['handmade'],
  imageUrl: ['https://api.example/products/moon-mug.svg'],
  images: ['https://api.example/products/moon-mug.svg'],
  materialType: 'stoneware',
  materials: ['stoneware'],
  glaze: 'speckled white',
  dimensions: '9 x 8 cm',
  capacity: 350,
  firingTemp: null,
  coneType: 'cone 6',
  stock: 4,
  isPopular: true,
  createdAt: { seconds: 1_790_000_000 },
};

describe('contracts: one schema, the API validates with it and the storefront types with it', () => {
  it("the storefront's Product is the API's response schema, checked at run time as well", () => {
    expect(Value.Check(ProductSchema, product)).toBe(true);
    expect(Value.Check(ProductSchema, { ...product, stock: '4' })).toBe(false);
  });

  it('the schemas keep the limits the API enforces', () => {
    const item = { id: 'moon-mug', name: 'Moon Mug', price: 899, imageUrl: '', quantity: 1 };
    expect(Value.Check(CartDocument, { items: [item] })).toBe(true);
    expect(Value.Check(CartDocument, { items: [{ ...item, quantity: 0 }] })).toBe(false);
    expect(Value.Check(CartDocument, { items: [{ ...item, note: 'gift' }] })).toBe(false);
    expect(Value.Check(WorkshopSchema, {})).toBe(false);
  });
});
