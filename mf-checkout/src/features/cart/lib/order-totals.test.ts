import { describe, expect, it } from 'vitest';
import { orderTotals } from './order-totals';

describe('orderTotals', () => {
  it('charges Rs. 150 shipping up to and including Rs. 1500', () => {
    expect(orderTotals([{ price: 500, quantity: 3 }])).toEqual({
      subtotal: 1500,
      shipping: 150,
      taxes: 270,
      total: 1650,
    });
  });

  it('ships free above Rs. 1500', () => {
    expect(orderTotals([{ price: 1500.5, quantity: 1 }])).toMatchObject({ shipping: 0, total: 1500.5 });
  });

  it('shows 18% taxes without adding them to the total', () => {
    const totals = orderTotals([{ price: 1000, quantity: 2 }]);
    expect(totals.taxes).toBe(360);
    expect(totals.total).toBe(2000);
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
    expect(orderTotals([])).toEqual({ subtotal: 0, shipping: 0, taxes: 0, total: 0 });
  });
});
