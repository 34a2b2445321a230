import { describe, expect, it } from '@jest/globals';
import type { CartItem } from '@mitti/shared';
import { mergeCartItems } from './merge-cart-items';

const item = (id: string, quantity: number): CartItem => ({ id, name: id, price: 100, imageUrl: '', quantity });

describe('mergeCartItems', () => {
  it('adds quantities for the same product and appends new ones', () => {
    expect(mergeCartItems([item('mug', 1), item('vase', 2)], [item('mug', 3), item('bowl', 1)])).toEqual([
      item('mug', 4),
      item('vase', 2),
      item('bowl', 1),
    ]);
  });

  it('leaves the inputs untouched', () => {
    const account = [item('mug', 1)];
    mergeCartItems(account, [item('mug', 1)]);
    expect(account).toEqual([item('mug', 1)]);
  });

  it('works when either side is empty', () => {
    expect(mergeCartItems([], [item('mug', 2)])).toEqual([item('mug', 2)]);
    expect(mergeCartItems([item('mug', 2)], [])).toEqual([item('mug', 2)]);
  });
});
