import { describe, expect, it } from '@jest/globals';
import { checkoutTotals, orderTotals, orderTotalsPaise, shippingPaiseFor, withAddOnsPaise } from './order-totals';

describe('orderTotals', () => {
  it('charges Rs. 150 shipping up to and including Rs. 1500', () => {
    expect(orderTotals([{ price: 500, quantity: 3 }])).toEqual({ subtotal: 1500, shipping: 150, total: 1650 });
  });

  it('ships free above Rs. 1500', () => {
    expect(orderTotals([{ price: 1500.5, quantity: 1 }])).toMatchObject({ shipping: 0, total: 1500.5 });
  });

  it('shows the 18% GST inside the lines, shipping and the fee without adding it to the total', () => {
    // Rs. 2,046 (free shipping) includes 2 x Rs. 156.05.
    expect(checkoutTotals([{ price: 1023, quantity: 2 }])).toMatchObject({ gstIncluded: 312.1, total: 2046 });
    // Issue 33: a Rs. 650 mug with Rs. 150 shipping includes Rs. 99.16 + Rs. 22.88, as its invoice says.
    const mug = [{ price: 650, quantity: 1 }];
    expect(checkoutTotals(mug)).toMatchObject({ shipping: 150, gstIncluded: 122.04, total: 800 });
    expect(checkoutTotals(mug, 'express', 50)).toMatchObject({ shipping: 300, gstIncluded: 152.54, total: 1000 });
    // A class in Bengaluru (issue 33): Rs. 1,800 includes Rs. 274.58, nothing shipped.
    const seat = [{ price: 1800, quantity: 1, type: 'workshop' as const }];
    expect(checkoutTotals(seat, 'express')).toMatchObject({ ships: false, shipping: 0, gstIncluded: 274.58 });
    expect(checkoutTotals([])).toMatchObject({ gstIncluded: 0, total: 0 });
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
    expect(orderTotals([])).toEqual({ subtotal: 0, shipping: 0, total: 0 });
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

describe('withAddOnsPaise (the checkout summary and the API both add shipping and the fee with it)', () => {
  const order = { subtotalPaise: 120_000, standardShippingPaise: 15_000, ships: true };

  it('adds standard shipping by the money rule, express flat, and the cash-on-delivery fee as its own line', () => {
    expect(withAddOnsPaise(order, 'standard')).toEqual({ shippingPaise: 15_000, codFeePaise: 0, totalPaise: 135_000 });
    expect(withAddOnsPaise(order, 'express', 5_000)).toEqual({
      shippingPaise: 30_000,
      codFeePaise: 5_000,
      totalPaise: 155_000,
    });
  });

  it('adds no shipping to an order that ships nothing, whatever the option', () => {
    expect(withAddOnsPaise({ ...order, ships: false }, 'same-day')).toMatchObject({
      shippingPaise: 0,
      totalPaise: 120_000,
    });
  });

  it('is what the checkout shows, in rupees', () => {
    const totals = checkoutTotals([{ price: 600, quantity: 2 }], 'express', 50);
    expect(totals).toMatchObject({ shipping: 300, codFee: 50, total: 1550 });
  });
});
