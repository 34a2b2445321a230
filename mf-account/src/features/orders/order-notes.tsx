import { formatDateTimeIndia, formatDeadline } from '@mitti/shared';
import type { AccountOrder } from './orders-api';
import { canPay, statusOf } from './order-status-display';

/**
 * Until when an unpaid order's items are held (pay by then), or by when the studio calls to confirm a
 * cash-on-delivery order (issue 33: the shopper sees until when a seat or a piece is held).
 */
export function HeldUntil({ order }: { order: AccountOrder }) {
  if (!order.heldUntil) return null;
  const until = formatDeadline(order.heldUntil);
  const seats = order.items.length > 0 && order.items.every((item) => item.type === 'workshop');
  if (statusOf(order).style === 'awaiting-confirmation') {
    return (
      <p className="account-order__note" data-testid="held-until">
        We call you to confirm this order by {until}; its pieces are held for you until then.
      </p>
    );
  }
  if (!canPay(order)) return null;
  return (
    <p className="account-order__note" data-testid="held-until">
      {seats ? 'Your seat is' : 'Its pieces are'} held for you until {until}: pay by then, or{' '}
      {seats ? 'it is' : 'they are'} released.
    </p>
  );
}

/** The studio's notes on the order, each with when it was written (issue 33: they never reached the shopper). */
export function StudioNotes({ order }: { order: AccountOrder }) {
  const notes = order.adminNotes ?? [];
  if (notes.length === 0) return null;
  const headingId = `order-${order.id}-notes`;
  return (
    <section className="account-order__notes" aria-labelledby={headingId}>
      <h3 id={headingId} className="account-order__notes-title">
        Notes from the studio
      </h3>
      <ul>
        {notes.map((note, index) => (
          <li key={index}>
            <time dateTime={note.at}>{formatDateTimeIndia(note.at)}</time>
            <span>{note.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
