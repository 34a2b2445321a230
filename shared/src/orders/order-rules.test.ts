import { describe, expect, it } from 'vitest';
import { isCancellable, isPayableOnline, ORDER_STATUS_VALUES, PAYMENT_STATUS_VALUES } from './order-rules';

describe('order rules', () => {
  it('lets the shopper cancel only before the order ships', () => {
    const cancellable = ORDER_STATUS_VALUES.filter((status) => isCancellable(status));
    expect(cancellable).toEqual(['pending', 'processing', 'confirmed']);
    expect(isCancellable(undefined)).toBe(false);
    expect(isCancellable('on-hold')).toBe(false);
  });

  it('offers a new payment only for unpaid pending or failed orders', () => {
    const payable = ORDER_STATUS_VALUES.flatMap((order) =>
      PAYMENT_STATUS_VALUES.filter((payment) => isPayableOnline(order, payment)).map((p) => `${order}/${p}`),
    );
    expect(payable).toEqual([
      'pending/pending',
      'pending/failed',
      'pending/cancelled',
      'failed/pending',
      'failed/failed',
      'failed/cancelled',
    ]);
    expect(isPayableOnline(undefined, undefined)).toBe(false);
  });
});
