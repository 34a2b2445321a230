/** @jsxRuntime automatic — `npm start` runs the API with tsx from the repo root, where no tsconfig covers this file */
import { formatRupees } from '@mitti/shared/money';
import { CASH_ON_DELIVERY } from '@mitti/shared/orders';
import { hasProducts, type OrderFacts } from '../mail-facts';
import type { MailLinks } from '../mail-links';
import type { MailWords, OrderThing } from '../mail-words';
import { useMailWords } from './mail-language';
import { ActionButton, Greeting, MailLayout, Paragraph, Quote } from './mail-layout';
import { OrderSummary, ShippingAddress } from './order-summary';

interface StatusMailProps {
  order: OrderFacts;
  links: MailLinks;
}

/** The parcel left the studio; the owner's note (courier, tracking number) as they wrote it. */
export function OrderShipped({ order, links, note }: StatusMailProps & { note: string }) {
  const words = useMailWords();
  return (
    <MailLayout preview={words.shippedPreview(order.number)} heading={words.shippedHeading}>
      <Greeting name={order.customerName} />
      <Paragraph>{words.shippedText(order.number)}</Paragraph>
      {note && (
        <>
          <Paragraph>{words.studioNote}</Paragraph>
          <Quote>{note}</Quote>
        </>
      )}
      <ShippingAddress order={order} />
      <OrderSummary order={order} />
      <ActionButton href={links.orders}>{words.trackMyOrders}</ActionButton>
    </MailLayout>
  );
}

/** Delivered: an invitation to review the pieces (reviews are written from /orders). */
export function OrderDelivered({ order, links }: StatusMailProps) {
  const words = useMailWords();
  return (
    <MailLayout preview={words.deliveredPreview(order.number)} heading={words.deliveredHeading}>
      <Greeting name={order.customerName} />
      <Paragraph>{words.deliveredText(order.number)}</Paragraph>
      <ActionButton href={links.orders}>{words.reviewYourPieces}</ActionButton>
      <Paragraph>{words.somethingNotRight}</Paragraph>
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
function moneyLine(order: OrderFacts, cancellation: CancellationFacts, words: MailWords): string {
  if (cancellation.refundPaise > 0) {
    return words.refunded(formatRupees(cancellation.refundPaise / 100), cancellation.refundPercent);
  }
  if (cancellation.paymentStatus === 'paid') return words.lateClassNotRefunded;
  return order.paymentMethod === CASH_ON_DELIVERY ? words.codNothingCharged : words.nothingTaken(cancelledThing(order));
}

/**
 * A class booking (nothing to ship, as the booked-class mail tells them apart) is a booking to its shopper, not an
 * order (issue 53): the cancellation's subject and words name it so.
 */
export const cancelledThing = (order: OrderFacts): OrderThing => (hasProducts(order) ? 'order' : 'booking');

export function OrderCancelled({ order, links, cancellation }: StatusMailProps & { cancellation: CancellationFacts }) {
  const words = useMailWords();
  const thing = cancelledThing(order);
  return (
    <MailLayout preview={words.cancelledPreview(thing, order.number)} heading={words.cancelledHeading(thing)}>
      <Greeting name={order.customerName} />
      <Paragraph>
        {cancellation.byStudio
          ? words.cancelledByStudio(thing, order.number)
          : words.cancelledAsAsked(thing, order.number)}
      </Paragraph>
      {cancellation.reason && <Quote>{cancellation.reason}</Quote>}
      <Paragraph>{moneyLine(order, cancellation, words)}</Paragraph>
      <OrderSummary order={order} />
      {thing === 'booking' ? (
        <ActionButton href={links.orders}>{words.viewMyBookings}</ActionButton>
      ) : (
        <ActionButton href={links.store}>{words.continueShopping}</ActionButton>
      )}
    </MailLayout>
  );
}
