import { describe, expect, it } from '@jest/globals';
import { gstIncludedIn, orderTotals, orderTotalsPaise, shippingPaiseFor } from './order-totals';

describe('orderTotals', () => {
  it('charges Rs. 150 shipping up to and including Rs. 1500', () => {
    expect(orderTotals([{ price: 500, quantity: 3 }])).toEqual({
      subtotal: 1500,
      shipping: 150,
      gstIncluded: 228.81,
      total: 1650,
    });
  });

  it('ships free above Rs. 1500', () => {
    expect(orderTotals([{ price: 1500.5, quantity: 1 }])).toMatchObject({ shipping: 0, total: 1500.5 });
  });

  it('shows the 18% GST included in the subtotal without adding it to the total', () => {
    const totals = orderTotals([{ price: 1023, quantity: 2 }]);
    expect(totals.gstIncluded).toBe(312.1);
    expect(totals.total).toBe(2046);
    expect(orderTotals([{ price: 1000, quantity: 2 }])).toMatchObject({ gstIncluded: 305.08, total: 2000 });
  });

  it('computes the GST inside a GST-inclusive amount as amount x 18/118, to the paisa', () => {
    expect(gstIncludedIn(2046)).toBe(312.1);
    expect(gstIncludedIn(118)).toBe(18);
    expect(gstIncludedIn(0)).toBe(0);
  });

  it('keeps paise exact', () => {
    expect(
      orderTotals([
        { price: 1299.5, quantity: 3 },
        { price: 0.1, quantity: 3 },
      ]),
    ).toMatchObject({
      subtotal: 3898.8,
      total: 3898.8,
    });
  });

  it('ships workshop-only orders free and an empty list costs nothing', () => {
    expect(orderTotals([{ price: 900, quantity: 1, type: 'workshop' }])).toMatchObject({ shipping: 0, total: 900 });
    expect(orderTotals([])).toEqual({ subtotal: 0, shipping: 0, gstIncluded: 0, total: 0 });
  });

  it('ships a mixed order by its products alone: a workshop seat does not count towards free shipping', () => {
    expect(
      orderTotals([
        { price: 1000, quantity: 1, type: 'product' },
        { price: 2000, quantity: 1, type: 'workshop' },
      ]),
    ).toMatchObject({ subtotal: 3000, shipping: 150, total: 3150 });
  });
});

describe('orderTotalsPaise (the API prices orders with it)', () => {
  it('is the same rule in integer paise', () => {
    expect(orderTotalsPaise([{ pricePaise: 102_300, quantity: 2 }])).toEqual({
      subtotalPaise: 204_600,
      shippingPaise: 0,
      gstIncludedPaise: 31_210,
      totalPaise: 204_600,
    });
    expect(orderTotalsPaise([{ pricePaise: 50_000, quantity: 3, type: 'product' }])).toMatchObject({
      shippingPaise: 15_000,
      totalPaise: 165_000,
    });
  });

  it('charges shipping only when there are products, up to and including Rs. 1500 of them', () => {
    expect(shippingPaiseFor(150_000, true)).toBe(15_000);
    expect(shippingPaiseFor(150_001, true)).toBe(0);
    expect(shippingPaiseFor(0, false)).toBe(0);
  });
});
