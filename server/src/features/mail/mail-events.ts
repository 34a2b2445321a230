import type { Queryable } from '../../db/database';
import type { OrderRow } from '../orders/order-row';
import { STUDIO_RECIPIENT } from './mail-catalogue';
import { hasProducts, orderFacts } from './mail-facts';
import { queueMail } from './mail-queue';
import type { ContactFacts } from './messages/contact-messages';

/**
 * The messages each event of the shop causes, queued in the event's own transaction (decision 040). Each is
 * keyed by its event, so a repeated event (a webhook delivered twice, a retried request) queues nothing new.
 * Called where the event happens; the order is the row as the event left it.
 */

/** An online payment succeeded: the confirmation (invoice and, for classes, an invitation) and the studio's alert. */
export async function queuePaidOrderMails(tx: Queryable, order: OrderRow): Promise<void> {
  const facts = orderFacts(order);
  const booking = !hasProducts(facts);
  if (order.user_email) {
    await queueMail(tx, {
      eventKey: `order-paid:${order.id}`,
      kind: booking ? 'booking-confirmation' : 'order-confirmation',
      to: order.user_email,
      data: { order: facts },
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
    data: { order: orderFacts(order), failureCode },
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
      data: { order: facts, confirmHours },
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
    data: { order: orderFacts(order) },
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
  const facts = orderFacts(order);
  if (order.order_status === 'shipped') {
    await queueMail(tx, { ...base, kind: 'order-shipped', data: { order: facts, note: change.note ?? '' } });
  } else if (order.order_status === 'delivered') {
    await queueMail(tx, { ...base, kind: 'order-delivered', data: { order: facts } });
  } else if (order.order_status === 'cancelled') {
    const cancellation = {
      reason: order.cancel_reason ?? '',
      paymentStatus: order.payment_status,
      refundPaise: Number(order.refund_paise ?? 0),
      refundPercent: order.refund_percent,
      byStudio: change.byStudio,
    };
    await queueMail(tx, { ...base, kind: 'order-cancelled', data: { order: facts, cancellation } });
  }
}

/** The contact form: the message to the studio's mailbox (Reply-To the shopper) and the shopper's acknowledgement. */
export async function queueContactMails(tx: Queryable, id: string, contact: ContactFacts): Promise<void> {
  await queueMail(tx, {
    eventKey: `contact:${id}`,
    kind: 'contact-to-studio',
    to: STUDIO_RECIPIENT,
    data: { contact },
  });
  await queueMail(tx, {
    eventKey: `contact-ack:${id}`,
    kind: 'contact-acknowledgement',
    to: contact.email,
    data: { contact },
  });
}

/** Double opt-in: the link that makes a sign-up count. `sentAt` tells one request of the link from the next. */
export async function queueNewsletterConfirmation(
  tx: Queryable,
  subscriber: { email: string; token: string },
  sentAt: string,
): Promise<void> {
  await queueMail(tx, {
    eventKey: `newsletter-confirm:${subscriber.token}:${sentAt}`,
    kind: 'newsletter-confirm',
    to: subscriber.email,
    data: { token: subscriber.token },
  });
}

export async function queueNewsletterWelcome(tx: Queryable, subscriber: { email: string; token: string }) {
  await queueMail(tx, {
    eventKey: `newsletter-welcome:${subscriber.token}`,
    kind: 'newsletter-welcome',
    to: subscriber.email,
    data: { token: subscriber.token },
  });
}

/**
 * A password-reset or sign-in link the shopper asked for (decision 071): one message per request, so `requestId`
 * is new each time. The link is the identity provider's; the mail quotes nothing the requester typed.
 */
export async function queueAuthLinkMail(
  tx: Queryable,
  request: { kind: 'password-reset' | 'sign-in-link'; requestId: string; email: string; link: string },
): Promise<void> {
  await queueMail(tx, {
    eventKey: `${request.kind}:${request.requestId}`,
    kind: request.kind,
    to: request.email,
    data: { link: request.link },
  });
}
