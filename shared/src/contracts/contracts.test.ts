import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from '@jest/globals';
import type { CartItem, Product, Workshop } from '../types';
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

  it('a field changed on one side does not compile on the other (tsc -b checks this file)', () => {
    const { mrp: _mrp, ...withoutMrp } = product;
    // @ts-expect-error the API always sends mrp: a product without it is not a Product
    const missing: Product = withoutMrp;
    // @ts-expect-error stock is an integer on the wire, not the numeric string older data carried
    const stringStock: Product = { ...product, stock: '4' };
    // @ts-expect-error a field the contract does not have
    const unknownField: Product = { ...product, discount: 10 };
    // @ts-expect-error a workshop's seats are counted, not described
    const seats: Pick<Workshop, 'slotsAvailable'> = { slotsAvailable: 'few' };
    // @ts-expect-error a cart line needs its quantity
    const line: CartItem = { id: 'moon-mug', name: 'Moon Mug', price: 899, imageUrl: '' };
    expect([missing, stringStock, unknownField, seats, line]).toHaveLength(5);
  });

  it('the schemas keep the limits the API enforces', () => {
    const item = { id: 'moon-mug', name: 'Moon Mug', price: 899, imageUrl: '', quantity: 1 };
    expect(Value.Check(CartDocument, { items: [item] })).toBe(true);
    expect(Value.Check(CartDocument, { items: [{ ...item, quantity: 0 }] })).toBe(false);
    expect(Value.Check(CartDocument, { items: [{ ...item, note: 'gift' }] })).toBe(false);
    expect(Value.Check(WorkshopSchema, {})).toBe(false);
  });
});
