import type { Queryable } from '../../db/database';
import { ADDRESS_REQUIRED, isIndianMobile } from '@mitti/shared/address';
import { isPayableOnline, MONEY_TAKEN_STATUSES, RESERVATION_MINUTES } from '@mitti/shared/orders';
import { HttpError } from '../../lib/http-error';
import { queuePaidOrderMails, queuePaymentFailedMail } from '../orders/order-mail-events';
import { contactMobile } from '../orders/order-delivery';
import { takePaidOrderOutOfCart } from '../documents/paid-orders-in-cart';
import { findOrder, updateOrder } from '../orders/order-repository';
import { PAYMENT_METHOD_COD, type OrderRow } from '../orders/order-row';
import { expireReservations, releaseOrderStock, retakeOrderStock } from '../orders/order-stock';
import type { PayableOrder, PaymentEvent, PaymentGateway } from './payment-gateway';
import {
  countPayments,
  findPaymentByRef,
  findPendingPayment,
  insertPayment,
  recordWebhookEvent,
  setPaymentStatus,
} from './payment-repository';

export interface PaymentLink {
  paymentLink: string;
  gatewayOrderRef: string;
}

export const COD_NOT_ONLINE = 'This is a cash-on-delivery order: it is paid on delivery, not online.';
export const ALREADY_PAID = 'This order is already paid.';

/**
 * Makes an unpaid order ready to pay again: a retry after a failed or expired attempt takes its items back
 * (409 when they sold out meanwhile). Paid, cancelled or shipped orders cannot be paid.
 */

export async function preparePayableOrder(tx: Queryable, order: OrderRow): Promise<void> {
  if (order.payment_method === PAYMENT_METHOD_COD) {
    throw new HttpError(409, COD_NOT_ONLINE);
  }
  // The same rules the account's Pay now follows (shared), so it never offers a 409.
  if (MONEY_TAKEN_STATUSES.includes(order.payment_status)) {
    throw new HttpError(409, ALREADY_PAID);
  }
  if (!isPayableOnline(order.order_status, order.payment_status)) {
    throw new HttpError(409, `This order is ${order.order_status} and cannot be paid online.`);
  }
  if (order.stock_held) return;
  await expireReservations(tx);
  await retakeOrderStock(tx, order, RESERVATION_MINUTES);
  await updateOrder(tx, order.id, { orderStatus: 'pending', paymentStatus: 'pending', failureReason: null });
}

/**
 * The order as it can be paid: the studio must be able to reach the shopper. A product order has its
 * shipping address (checked when it was made), and one without (made before addresses were required) cannot
 * be paid. A workshop booking takes a valid contact mobile sent with its payment request, and without one
 * on the order, the request must bring one (400 unless a valid Indian mobile).
 */
export async function withContact(tx: Queryable, order: OrderRow, userPhone: string | undefined): Promise<OrderRow> {
  if (order.order_type === 'product') {
    if (!order.shipping_address) throw new HttpError(400, ADDRESS_REQUIRED);
    return order;
  }
  // A booking that has its mobile keeps it unless a valid new one is given (the account's own phone, say,
  // may be foreign); one without must be given a valid one now.
  if (order.contact_phone && !(userPhone && isIndianMobile(userPhone))) return order;
  const contactPhone = contactMobile(userPhone);
  if (contactPhone !== order.contact_phone) await updateOrder(tx, order.id, { contactPhone });
  return { ...order, contact_phone: contactPhone };
}

/** Returns the order's open payment link, or asks the gateway for a new one and records it. */
export async function createPaymentLink(tx: Queryable, gateway: PaymentGateway, order: OrderRow): Promise<PaymentLink> {
  const open = await findPendingPayment(tx, order.id);
  if (open && Number(open.amount_paise) === Number(order.total_paise) && open.gateway === gateway.name) {
    return { paymentLink: open.payment_link, gatewayOrderRef: open.gateway_order_ref };
  }
  return requestPaymentLink(tx, gateway, order, (await countPayments(tx, order.id, gateway.name)) + 1);
}

/** The link of an order inserted in this same transaction: it has no payments yet, so there is none to reuse. */
export function createFirstPaymentLink(tx: Queryable, gateway: PaymentGateway, order: OrderRow): Promise<PaymentLink> {
  return requestPaymentLink(tx, gateway, order, 1);
}

async function requestPaymentLink(
  tx: Queryable,
  gateway: PaymentGateway,
  order: OrderRow,
  attempt: number,
): Promise<PaymentLink> {
  const amountPaise = Number(order.total_paise);
  const link = await gateway.createLink({
    id: order.id,
    orderNumber: order.order_number,
    amountPaise,
    attempt,
    customer: customerOf(order),
  });
  await insertPayment(tx, { orderId: order.id, gateway: gateway.name, amountPaise, ...link });
  return link;
}

/** Who pays, as the gateway shows it: the shipping name and the normalised +91 contact (or shipping) phone. */
function customerOf(order: OrderRow): PayableOrder['customer'] {
  const address = order.shipping_address;
  const shippingName = address ? `${address.firstName} ${address.lastName}`.trim() : '';
  return {
    name: shippingName || order.user_name || 'Mitti Studio customer',
    email: order.user_email,
    contact: order.contact_phone || address?.phone || null,
  };
}

export interface AppliedEvent {
  duplicate: boolean;
  orderId: string | null;
}

/** Within a savepoint, so a failed retake leaves the rest of the transaction usable. */
async function tryRetake(tx: Queryable, order: OrderRow): Promise<string | null> {
  await tx.query('SAVEPOINT retake_stock');
  try {
    await retakeOrderStock(tx, order, null);
    await tx.query('RELEASE SAVEPOINT retake_stock');
    return null;
  } catch (error) {
    await tx.query('ROLLBACK TO SAVEPOINT retake_stock');
    if (error instanceof HttpError && error.statusCode === 409) return error.message;
    throw error;
  }
}

/**
 * Applies one verified gateway event. Replays (same event id) change nothing; a paid payment is final, so a
 * late failure never downgrades it; the amount must match what was asked. A success for an order that can
 * no longer be fulfilled (cancelled, or its items sold out after the reservation lapsed) marks the order
 * failed with the reason and the payment as refund due, never silently paid.
 */
export async function applyPaymentEvent(tx: Queryable, gateway: string, event: PaymentEvent): Promise<AppliedEvent> {
  const payment = await findPaymentByRef(tx, event.gatewayOrderRef, { forUpdate: true });
  if (!payment || payment.gateway !== gateway) throw new HttpError(404, 'Unknown payment reference.');
  if (Number(payment.amount_paise) !== event.amountPaise || (event.currency && event.currency !== 'INR')) {
    throw new HttpError(400, 'The paid amount does not match the order total.');
  }
  const fresh = await recordWebhookEvent(tx, { gateway, ...event });
  if (!fresh) return { duplicate: true, orderId: payment.order_id };
  const order = await findOrder(tx, payment.order_id, { forUpdate: true });
  if (!order) throw new Error(`payment ${payment.id} has no order`);
  if (payment.status === 'paid' || payment.status === 'refund_due') return { duplicate: false, orderId: order.id };

  if (event.outcome !== 'success') {
    if (payment.status !== 'pending') return { duplicate: false, orderId: order.id };
    const status = event.outcome === 'cancelled' ? 'cancelled' : 'failed';
    await setPaymentStatus(tx, payment.id, status, event.outcome);
    if (order.payment_status === 'pending' && order.order_status === 'pending') {
      // The shopper may retry; until then the items go back on the shelf.
      await releaseOrderStock(tx, order);
      await updateOrder(tx, order.id, { paymentStatus: status });
      if (status === 'failed') await queuePaymentFailedMail(tx, order, payment.id, event.outcome);
    }
    return { duplicate: false, orderId: order.id };
  }

  const alreadySettled = order.payment_status === 'paid' || order.payment_status === 'refund_due';
  const unfulfillable =
    order.order_status === 'cancelled'
      ? 'The order was cancelled before the payment arrived; the payment will be refunded.'
      : await tryRetake(tx, order);
  if (alreadySettled || unfulfillable) {
    await setPaymentStatus(tx, payment.id, 'refund_due');
    if (!alreadySettled) {
      await updateOrder(tx, order.id, {
        paymentStatus: 'refund_due',
        ...(order.order_status === 'cancelled'
          ? {}
          : { orderStatus: 'failed', failureReason: `${unfulfillable} The payment will be refunded.` }),
      });
    }
    return { duplicate: false, orderId: order.id };
  }
  await setPaymentStatus(tx, payment.id, 'paid');
  await updateOrder(tx, order.id, {
    paymentStatus: 'paid',
    orderStatus: 'processing',
    reserveMinutes: null,
    failureReason: null,
  });
  await queuePaidOrderMails(tx, order);
  // Paid from any tab, device or e-mail link: its pieces leave the shopper's cart in this transaction (issue 53,
  // decision 063).
  await takePaidOrderOutOfCart(tx, { userId: order.user_id, orderNumber: order.order_number, lines: order.items });
  return { duplicate: false, orderId: order.id };
}
