import { formatDateTimeIndia, formatDeadline } from '@mitti/shared/dates';
import type { AccountOrder } from './orders-api';
import { canPay, statusOf } from './order-status-display';
import { useWords } from '../../words/words';
import { inPageDate } from '../../lib/page-date';

/**
 * Until when an unpaid order's items are held (pay by then), or by when the studio calls to confirm a
 * cash-on-delivery order (issue 33: the shopper sees until when a seat or a piece is held).
 */
export function HeldUntil({ order }: { order: AccountOrder }) {
  const t = useWords();
  if (!order.heldUntil) return null;
  const until = inPageDate(t, formatDeadline(order.heldUntil), order.heldUntil);
  const seats = order.items.length > 0 && order.items.every((item) => item.type === 'workshop');
  if (statusOf(order).style === 'awaiting-confirmation') {
    return (
      <p className="account-order__note" data-testid="held-until">
        {t('We call you to confirm this order by {until}; its pieces are held for you until then.', { until })}
      </p>
    );
  }
  if (!canPay(order)) return null;
  return (
    <p className="account-order__note" data-testid="held-until">
      {seats
        ? t('Your seat is held for you until {until}: pay by then, or it is released.', { until })
        : t('Its pieces are held for you until {until}: pay by then, or they are released.', { until })}
    </p>
  );
}

/** The studio's notes on the order, each with when it was written (issue 33: they never reached the shopper). */
export function StudioNotes({ order }: { order: AccountOrder }) {
  const t = useWords();
  const notes = order.adminNotes ?? [];
  if (notes.length === 0) return null;
  const headingId = `order-${order.id}-notes`;
  return (
    <section className="account-order__notes" aria-labelledby={headingId}>
      <h3 id={headingId} className="account-order__notes-title">
        {t('Notes from the studio')}
      </h3>
      <ul>
        {notes.map((note, index) => (
          <li key={index}>
            <time dateTime={note.at}>{inPageDate(t, formatDateTimeIndia(note.at), note.at)}</time>
            {/* The studio's own words, as the owner wrote them. */}
            <span lang={t.en}>{note.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
