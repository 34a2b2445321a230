/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import { formatRupees } from '@mitti/shared/money';
import { CASH_ON_DELIVERY } from '@mitti/shared/orders';
import { hasProducts, type OrderFacts } from '../mail-facts';
import type { MailLinks } from '../mail-links';
import { ActionButton, Greeting, MailLayout, Paragraph, Quote } from './mail-layout';
import { OrderSummary, ShippingAddress } from './order-summary';

interface StatusMailProps {
  order: OrderFacts;
  links: MailLinks;
}

/** The parcel left the studio; the owner's note (courier, tracking number) as they wrote it. */
export function OrderShipped({ order, links, note }: StatusMailProps & { note: string }) {
  return (
    <MailLayout preview={`Order ${order.number} is on its way`} heading="Your order has shipped">
      <Greeting name={order.customerName} />
      <Paragraph>Your order {order.number} has left the studio and is on its way to you.</Paragraph>
      {note && (
        <>
          <Paragraph>A note from the studio:</Paragraph>
          <Quote>{note}</Quote>
        </>
      )}
      <ShippingAddress order={order} />
      <OrderSummary order={order} />
      <ActionButton href={links.orders}>Track my orders</ActionButton>
    </MailLayout>
  );
}

/** Delivered: an invitation to review the pieces (reviews are written from /orders). */
export function OrderDelivered({ order, links }: StatusMailProps) {
  return (
    <MailLayout preview={`Order ${order.number} has been delivered`} heading="Your order has been delivered">
      <Greeting name={order.customerName} />
      <Paragraph>
        Your order {order.number} has been delivered. We hope the pieces bring you joy. Each one was thrown and glazed
        by hand, so a few words from you help other shoppers and mean a lot to our potters.
      </Paragraph>
      <ActionButton href={links.orders}>Review your pieces</ActionButton>
      <Paragraph>
        Something not right? Returns are accepted within 7 days of delivery, and damage must be reported within 48
        hours: reply to this e-mail or write to us from the contact page.
      </Paragraph>
      <OrderSummary order={order} />
    </MailLayout>
  );
}

export interface CancellationFacts {
  reason: string;
  /** The payment status after the cancellation: refund_due when money goes back. */
  paymentStatus: string;
  refundPaise: number;
  refundPercent: number | null;
  /** The shopper cancelled (the workshop policy applies), or the studio did (everything paid goes back). */
  byStudio: boolean;
}

/** What happens to the money, in the shopper's words. */
function moneyLine(order: OrderFacts, cancellation: CancellationFacts): string {
  if (cancellation.refundPaise > 0) {
    const percent =
      cancellation.refundPercent !== null && cancellation.refundPercent < 100
        ? ` (${cancellation.refundPercent}% of the fee, under the workshop cancellation policy)`
        : '';
    return `${formatRupees(cancellation.refundPaise / 100)}${percent} will be refunded to your original payment method within 7-10 business days.`;
  }
  if (cancellation.paymentStatus === 'paid') {
    return 'Under the workshop cancellation policy, a class cancelled under 3 days before it starts is not refunded.';
  }
  return order.paymentMethod === CASH_ON_DELIVERY
    ? 'This was a cash-on-delivery order, so nothing was charged.'
    : `No payment was taken for this ${cancelledThing(order)}, so nothing is charged.`;
}

/**
 * A class booking (nothing to ship, as the booked-class mail tells them apart) is a booking to its shopper, not an
 * order (issue 53): the cancellation's subject and words name it so.
 */
export const cancelledThing = (order: OrderFacts): 'order' | 'booking' => (hasProducts(order) ? 'order' : 'booking');

export function OrderCancelled({ order, links, cancellation }: StatusMailProps & { cancellation: CancellationFacts }) {
  const thing = cancelledThing(order);
  const Thing = thing === 'booking' ? 'Booking' : 'Order';
  return (
    <MailLayout preview={`${Thing} ${order.number} has been cancelled`} heading={`Your ${thing} has been cancelled`}>
      <Greeting name={order.customerName} />
      <Paragraph>
        {cancellation.byStudio
          ? `We are sorry: we had to cancel your ${thing} ${order.number}.`
          : `Your ${thing} ${order.number} has been cancelled as you asked.`}
      </Paragraph>
      {cancellation.reason && <Quote>{cancellation.reason}</Quote>}
      <Paragraph>{moneyLine(order, cancellation)}</Paragraph>
      <OrderSummary order={order} />
      {thing === 'booking' ? (
        <ActionButton href={links.orders}>View my bookings</ActionButton>
      ) : (
        <ActionButton href={links.store}>Continue shopping</ActionButton>
      )}
    </MailLayout>
  );
}
