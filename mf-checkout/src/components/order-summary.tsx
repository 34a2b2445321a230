import type { ReactNode } from 'react';
import { formatRupees, orderTotals, type PricedLine } from '@mitti/shared';

interface OrderSummaryProps {
  lines: readonly PricedLine[];
  title?: string;
  /** Shown above the totals (checkout's item preview). */
  children?: ReactNode;
}

/** Subtotal, shipping (free above Rs. 1500), the GST the prices include (not added again), and the total. */
export function OrderSummary({ lines, title = 'Order Summary', children }: OrderSummaryProps) {
  const totals = orderTotals(lines);
  // Workshop seats are not shipped: a booking of classes alone has no shipping line.
  const ships = lines.some((line) => line.type !== 'workshop');
  return (
    <section className="checkout-card" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-card__title">
        {title}
      </h2>
      {children}
      <dl>
        <div className="checkout-summary__row">
          <dt>Subtotal</dt>
          <dd>{formatRupees(totals.subtotal)}</dd>
        </div>
        {ships && (
          <div className="checkout-summary__row">
            <dt>Shipping</dt>
            <dd>{totals.shipping === 0 ? 'Free' : formatRupees(totals.shipping)}</dd>
          </div>
        )}
        <div className="checkout-summary__row">
          <dt>Includes GST (18%)</dt>
          <dd>{formatRupees(totals.gstIncluded)}</dd>
        </div>
        <div className="checkout-summary__row checkout-summary__row--total">
          <dt>Total</dt>
          <dd>{formatRupees(totals.total)}</dd>
        </div>
      </dl>
      {totals.shipping > 0 && (
        <p className="checkout-summary__note">Free shipping on orders above {formatRupees(1500)}</p>
      )}
    </section>
  );
}
