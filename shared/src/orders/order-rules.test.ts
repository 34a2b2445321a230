import { describe, expect, it } from '@jest/globals';
import {
  canChangeOrderStatus,
  CASH_ON_DELIVERY,
  isCancellable,
  isInvoiceDue,
  isPayableOnline,
  nextOrderStatuses,
  ORDER_STATUS_VALUES,
  PAYMENT_STATUS_VALUES,
} from './order-rules';

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

  it('lets the owner move an order forward, cancel it only before it ships, and never revive it', () => {
    const allowed = ORDER_STATUS_VALUES.flatMap((from) =>
      ORDER_STATUS_VALUES.filter((to) => canChangeOrderStatus(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'pending>cancelled',
      'processing>confirmed',
      'processing>shipped',
      'processing>delivered',
      'processing>cancelled',
      'confirmed>processing',
      'confirmed>shipped',
      'confirmed>delivered',
      'confirmed>cancelled',
      'shipped>delivered',
    ]);
    expect(nextOrderStatuses('on-hold')).toEqual([]);
    expect(canChangeOrderStatus(undefined, 'shipped')).toBe(false);
  });

  it('has an invoice for an order paid online or a cash-on-delivery one the studio confirmed', () => {
    const due = (paymentMethod: string) =>
      ORDER_STATUS_VALUES.flatMap((orderStatus) =>
        PAYMENT_STATUS_VALUES.filter((paymentStatus) =>
          isInvoiceDue({ orderStatus, paymentStatus, paymentMethod }),
        ).map((paymentStatus) => `${orderStatus}/${paymentStatus}`),
      );
    expect(due('Card / UPI')).toEqual([
      'pending/paid',
      'processing/paid',
      'confirmed/paid',
      'shipped/paid',
      'delivered/paid',
    ]);
    expect(due(CASH_ON_DELIVERY).filter((pair) => pair.endsWith('/pending'))).toEqual([
      'processing/pending',
      'confirmed/pending',
      'shipped/pending',
      'delivered/pending',
    ]);
  });
});
