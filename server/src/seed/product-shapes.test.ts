import { describe, expect, it } from '@jest/globals';
import { productSeed } from './product-seed';
import type { ProductShape } from './seed-types';

/** The forms a product of each category may be drawn as. */
const shapesByCategory: Record<string, readonly ProductShape[]> = {
  Vases: ['vase', 'moon-vase', 'matka'],
  Bowls: ['bowl', 'nesting-bowls', 'handi'],
  'Mugs & Cups': ['mug', 'kulhad', 'tumbler'],
  Plates: ['plate', 'painted-platter'],
  Planters: ['planter', 'ribbed-planter', 'hanging-planter', 'face-planter'],
  Decor: ['diya', 'chime', 'horse', 'leaf'],
};

/** A word in the name (or the description, for "handleless") fixes the form the picture must show. */
const nameRules: readonly (readonly [RegExp, ProductShape])[] = [
  [/horse/i, 'horse'],
  [/chime/i, 'chime'],
  [/leaf/i, 'leaf'],
  [/diya/i, 'diya'],
  [/kulhad/i, 'kulhad'],
  [/tumbler/i, 'tumbler'],
  [/hanging/i, 'hanging-planter'],
  [/face/i, 'face-planter'],
  [/moon vase/i, 'moon-vase'],
  [/matka/i, 'matka'],
  [/handi/i, 'handi'],
  [/nesting/i, 'nesting-bowls'],
  [/ribbed/i, 'ribbed-planter'],
];

/** A glaze painted with flowers is drawn with them. */
const glazeRules: readonly (readonly [RegExp, ProductShape])[] = [[/floral/i, 'painted-platter']];

/** The only form drawn with a handle. */
const withHandle: readonly ProductShape[] = ['mug'];

describe('product pictures show the product', () => {
  it.each(productSeed.map((product) => [product.name, product] as const))(
    '%s is drawn as a form of its category and of its name',
    (_name, product) => {
      // no forms listed for ${product.category}
      expect(shapesByCategory[product.category]).toContain(product.shape);
      for (const [pattern, shape] of nameRules) {
        if (pattern.test(product.name)) expect(product.shape).toBe(shape);
      }
      for (const [pattern, shape] of glazeRules) {
        if (pattern.test(product.glaze)) expect(product.shape).toBe(shape);
      }
      if (/kulhad|tumbler|handleless|handle-less/i.test(`${product.name} ${product.description}`)) {
        expect(withHandle).not.toContain(product.shape);
      }
      if (/\bmug\b/i.test(product.name)) expect(product.shape).toBe('mug');
    },
  );

  it('draws no form for two categories', () => {
    const owners = new Map<ProductShape, string>();
    for (const [category, shapes] of Object.entries(shapesByCategory)) {
      for (const shape of shapes) {
        // ${shape} is listed under two categories
        expect(owners.get(shape)).toBeUndefined();
        owners.set(shape, category);
      }
    }
  });
});
