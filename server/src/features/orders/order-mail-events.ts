import type { Queryable } from '../../db/database';
import { isoTimestamp } from '../../lib/timestamp';
import { STUDIO_RECIPIENT } from '../mail/mail-catalogue';
import { hasProducts, type OrderFacts } from '../mail/mail-facts';
import { queueMail } from '../mail/mail-queue';
import type { OrderRow } from './order-row';

/**
 * The messages each event of an order causes, queued in the event's own transaction (decision 040); the other
 * events' messages are in mail/mail-events.ts. Each is keyed by its event, so a repeated event (a webhook
 * delivered twice, a retried request) queues nothing new. Called where the event happens; the order is the row
 * as the event left it. The shopper's mails are written in the language the order was placed in (decision 106);
 * the studio's stay English.
 */

/** The name a mail greets the shopper by: the shipping name, else the account's, else none. */
function customerName(order: OrderRow): string {
  const address = order.shipping_address;
  const shippingName = address ? `${address.firstName} ${address.lastName}`.trim() : '';
  return shippingName || order.user_name?.trim() || '';
}

function orderFacts(order: OrderRow): OrderFacts {
  return {
    id: order.id,
    number: order.order_number,
    placedAt: isoTimestamp(order.created_at),
    customerName: customerName(order),
    lines: order.items.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      pricePaise: line.pricePaise,
      workshop: line.workshopDetails
        ? {
            id: line.id,
            name: line.name,
            date: line.workshopDetails.date,
            time: line.workshopDetails.time,
            location: line.workshopDetails.location,
            instructor: line.workshopDetails.instructor,
            durationMinutes: line.workshopDetails.duration,
          }
        : null,
    })),
    subtotalPaise: Number(order.subtotal_paise),
    shippingPaise: Number(order.shipping_paise),
    codFeePaise: Number(order.cod_fee_paise),
    totalPaise: Number(order.total_paise),
    paymentMethod: order.payment_method,
    shippingAddress: order.shipping_address,
  };
}

/** An online payment succeeded: the confirmation (invoice and, for classes, an invitation) and the studio's alert. */
export async function queuePaidOrderMails(tx: Queryable, order: OrderRow): Promise<void> {
  const facts = orderFacts(order);
  const booking = !hasProducts(facts);
  if (order.user_email) {
    await queueMail(tx, {
      eventKey: `order-paid:${order.id}`,
      kind: booking ? 'booking-confirmation' : 'order-confirmation',
      to: order.user_email,
      data: { order: facts, language: order.language },
    });
  }
  await queueMail(tx, {
    eventKey: `studio-order-paid:${order.id}`,
    kind: booking ? 'studio-new-booking' : 'studio-new-order',
    to: STUDIO_RECIPIENT,
    data: { order: facts },
  });
}

/** A payment attempt failed (declined, insufficient funds...): one message per attempt, with a way to pay again. */
export async function queuePaymentFailedMail(
  tx: Queryable,
  order: OrderRow,
  paymentId: string,
  failureCode: string,
): Promise<void> {
  if (!order.user_email) return;
  await queueMail(tx, {
    eventKey: `payment-failed:${paymentId}`,
    kind: 'payment-failed',
    to: order.user_email,
    data: { order: orderFacts(order), failureCode, language: order.language },
  });
}

/** A cash-on-delivery order was placed: "order received" to the shopper, an alert to call them to the studio. */
export async function queueCodPlacedMails(tx: Queryable, order: OrderRow, confirmHours: number): Promise<void> {
  const facts = orderFacts(order);
  if (order.user_email) {
    await queueMail(tx, {
      eventKey: `cod-received:${order.id}`,
      kind: 'cod-received',
      to: order.user_email,
      data: { order: facts, confirmHours, language: order.language },
    });
  }
  await queueMail(tx, {
    eventKey: `studio-cod-placed:${order.id}`,
    kind: 'studio-new-order',
    to: STUDIO_RECIPIENT,
    data: { order: facts },
  });
}

export async function queueCodConfirmedMail(tx: Queryable, order: OrderRow): Promise<void> {
  if (!order.user_email) return;
  await queueMail(tx, {
    eventKey: `cod-confirmed:${order.id}`,
    kind: 'cod-confirmed',
    to: order.user_email,
    data: { order: orderFacts(order), language: order.language },
  });
}

/**
 * The order moved to shipped (with the owner's note), delivered, or cancelled (by the shopper or the studio,
 * saying what happens to the money). Other moves send nothing.
 */
export async function queueStatusMail(
  tx: Queryable,
  order: OrderRow,
  change: { note?: string; byStudio: boolean },
): Promise<void> {
  if (!order.user_email) return;
  const base = { to: order.user_email, eventKey: `order-${order.order_status}:${order.id}` };
  const { language } = order;
  const facts = orderFacts(order);
  if (order.order_status === 'shipped') {
    await queueMail(tx, { ...base, kind: 'order-shipped', data: { order: facts, note: change.note ?? '', language } });
  } else if (order.order_status === 'delivered') {
    await queueMail(tx, { ...base, kind: 'order-delivered', data: { order: facts, language } });
  } else if (order.order_status === 'cancelled') {
    const cancellation = {
      reason: order.cancel_reason ?? '',
      paymentStatus: order.payment_status,
      refundPaise: Number(order.refund_paise ?? 0),
      refundPercent: order.refund_percent,
      byStudio: change.byStudio,
    };
    await queueMail(tx, { ...base, kind: 'order-cancelled', data: { order: facts, cancellation, language } });
  }
}
