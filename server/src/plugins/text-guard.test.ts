import { describe, expect, it } from '@jest/globals';
import { findUnstorableText } from './text-guard';

describe('findUnstorableText', () => {
  it('names the field holding a NUL or an unpaired surrogate', () => {
    expect(findUnstorableText({ shippingAddress: { city: 'Pune\u0000' } }, 'body')).toBe('body.shippingAddress.city');
    expect(findUnstorableText({ items: [{ id: 'a' }, { id: '\ud800' }] }, 'body')).toBe('body.items[1].id');
    expect(findUnstorableText({ ['\udc00key']: 'x' }, 'body')).toBe('body');
  });

  it('lets every storable string through, emoji (surrogate pairs) and other control characters included', () => {
    expect(findUnstorableText({ notes: 'Diya 🪔 \u0001\u001f\u2028\ufeff\uffff' }, 'body')).toBeNull();
  });

  it('finds a NUL at any depth: nesting cannot hide it', () => {
    let nested: unknown = 'bottom\u0000';
    for (let depth = 0; depth < 5_000; depth++) nested = { a: [nested] };
    expect(findUnstorableText(nested, 'body')).toMatch(/^body(\.a\[0\]){5000}$/);
  });
});
