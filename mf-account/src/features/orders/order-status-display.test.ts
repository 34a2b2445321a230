import { describe, expect, it } from '@jest/globals';
import { ORDER_STATUS_VALUES, PAYMENT_STATUS_VALUES } from '@mitti/shared/orders';
import { canCancel, canPay, paymentStatusLabel, statusOf } from './order-status-display';
import { shippingAddress } from '../../../../shared/test/shipping-address';

/** What the shopper reads for every order status / payment status pair the API defines. */
const expected: Record<string, Record<string, [label: string, pay: boolean, cancel: boolean]>> = {
  pending: {
    pending: ['Awaiting payment', true, true],
    paid: ['Processing', false, true],
    failed: ['Payment failed', true, true],
    cancelled: ['Awaiting payment', true, true],
    refund_due: ['Order failed', false, true],
    refunded: ['Order failed', false, true],
  },
  processing: {
    pending: ['Processing', false, true],
    paid: ['Processing', false, true],
    failed: ['Processing', false, true],
    cancelled: ['Processing', false, true],
    refund_due: ['Processing', false, true],
    refunded: ['Processing', false, true],
  },
  confirmed: {
    pending: ['Confirmed', false, true],
    paid: ['Confirmed', false, true],
    failed: ['Confirmed', false, true],
    cancelled: ['Confirmed', false, true],
    refund_due: ['Confirmed', false, true],
    refunded: ['Confirmed', false, true],
  },
  shipped: {
    pending: ['Shipped', false, false],
    paid: ['Shipped', false, false],
    failed: ['Shipped', false, false],
    cancelled: ['Shipped', false, false],
    refund_due: ['Shipped', false, false],
    refunded: ['Shipped', false, false],
  },
  delivered: {
    pending: ['Delivered', false, false],
    paid: ['Delivered', false, false],
    failed: ['Delivered', false, false],
    cancelled: ['Delivered', false, false],
    refund_due: ['Delivered', false, false],
    refunded: ['Delivered', false, false],
  },
  cancelled: {
    pending: ['Cancelled', false, false],
    paid: ['Cancelled', false, false],
    failed: ['Cancelled', false, false],
    cancelled: ['Cancelled', false, false],
    refund_due: ['Cancelled', false, false],
    refunded: ['Cancelled', false, false],
  },
  failed: {
    pending: ['Payment failed', true, false],
    paid: ['Order failed', false, false],
    failed: ['Payment failed', true, false],
    cancelled: ['Payment failed', true, false],
    refund_due: ['Order failed', false, false],
    refunded: ['Order failed', false, false],
  },
};

const address = shippingAddress;

describe('order status display', () => {
  it('covers every status the API defines', () => {
    expect(Object.keys(expected)).toEqual([...ORDER_STATUS_VALUES]);
    for (const row of Object.values(expected)) expect(Object.keys(row)).toEqual([...PAYMENT_STATUS_VALUES]);
  });

  for (const orderStatus of ORDER_STATUS_VALUES) {
    for (const paymentStatus of PAYMENT_STATUS_VALUES) {
      const [label, pay, cancel] = expected[orderStatus]![paymentStatus]!;
      it(`${orderStatus} / ${paymentStatus}: "${label}"${pay ? ', Pay now' : ''}${cancel ? ', Cancel' : ''}`, () => {
        const order = { orderStatus, paymentStatus, paymentMethod: 'Card / UPI' };
        expect(statusOf(order).label).toBe(label);
        expect(canPay(order)).toBe(pay);
        expect(canCancel(order)).toBe(cancel);
      });
    }
  }

  it('offers no Pay now for a product order without a delivery address, which the API refuses', () => {
    const unpaid = { orderStatus: 'pending', paymentStatus: 'cancelled', orderType: 'product' as const };
    expect(canPay(unpaid)).toBe(false);
    expect(canPay({ ...unpaid, shippingAddress: address })).toBe(true);
    expect(canPay({ ...unpaid, orderType: 'workshop' })).toBe(true);
  });

  it("shows a cash-on-delivery order awaiting the studio's call, cancellable and never payable online", () => {
    const cod = { paymentMethod: 'Cash on Delivery', orderType: 'product' as const, shippingAddress: address };
    const waiting = { ...cod, orderStatus: 'pending', paymentStatus: 'pending' };
    expect(statusOf(waiting)).toEqual({ style: 'awaiting-confirmation', label: 'Awaiting confirmation' });
    expect([canPay(waiting), canCancel(waiting)]).toEqual([false, true]);
    expect(statusOf({ ...cod, orderStatus: 'confirmed', paymentStatus: 'pending' }).label).toBe('Confirmed');
    expect(canPay({ ...cod, orderStatus: 'failed', paymentStatus: 'cancelled' })).toBe(false);
  });

  it('shows unknown and missing statuses as Confirmed (SPEC section 4), with nothing to pay or cancel', () => {
    expect(statusOf({ orderStatus: 'on-hold' })).toEqual({ style: 'confirmed', label: 'Confirmed' });
    expect(statusOf({})).toEqual({ style: 'confirmed', label: 'Confirmed' });
    expect(statusOf({ status: 'SHIPPED' })).toEqual({ style: 'shipped', label: 'Shipped' });
    expect(canCancel({ orderStatus: 'on-hold' })).toBe(false);
    expect(canPay({})).toBe(false);
  });

  it('names payment statuses, cash on delivery as due, and shows unknown ones as they are', () => {
    expect(paymentStatusLabel({ paymentStatus: 'paid' })).toEqual({ label: 'Paid', known: true });
    expect(paymentStatusLabel({ paymentStatus: 'success' })).toEqual({ label: 'Paid', known: true });
    expect(paymentStatusLabel({ paymentStatus: 'refund_due' })).toEqual({ label: 'Refund due', known: true });
    expect(paymentStatusLabel({ paymentStatus: 'cancelled' })).toEqual({ label: 'Cancelled', known: true });
    expect(paymentStatusLabel({ paymentStatus: 'pending', paymentMethod: 'Cash on Delivery' })).toEqual({
      label: 'Due on delivery',
      known: true,
    });
    expect(paymentStatusLabel({ paymentStatus: 'authorised' })).toEqual({ label: 'authorised', known: false });
  });
});
