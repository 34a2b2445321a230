import type { ReactNode } from 'react';
import { formatRupees, SHIPPING_OPTIONS, type ShippingOptionId } from '@mitti/shared';
import { checkoutTotals, type PricedLine } from '@mitti/shared/money';
import { useWords } from '../words/words';

interface OrderSummaryProps {
  lines: readonly PricedLine[];
  title?: string;
  /** Shown above the totals (checkout's item preview). */
  children?: ReactNode;
  /** The chosen shipping option (decision 026); standard by default. */
  shippingOption?: ShippingOptionId;
  /** Cash on delivery's fee, its own line (Quick Order). */
  codFee?: number;
}

/**
 * Subtotal, shipping (standard free above Rs. 1500; express and same-day flat), the cash-on-delivery fee when
 * there is one, the GST the order's prices, shipping and fee include (not added again), and the total.
 */
export function OrderSummary({ lines, title, children, shippingOption, codFee }: OrderSummaryProps) {
  const t = useWords();
  const totals = checkoutTotals(lines, shippingOption, codFee);
  // Workshop seats are not shipped: a booking of classes alone has no shipping line.
  const { ships } = totals;
  return (
    <section className="checkout-card" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-card__title">
        {title ?? t('Order Summary')}
      </h2>
      {children}
      <dl>
        <div className="checkout-summary__row">
          <dt>{t('Subtotal')}</dt>
          <dd>{formatRupees(totals.subtotal)}</dd>
        </div>
        {ships && (
          <div className="checkout-summary__row">
            <dt>
              {t('Shipping')}
              {shippingOption && shippingOption !== 'standard' ? ` (${SHIPPING_OPTIONS[shippingOption].label})` : ''}
            </dt>
            <dd>{totals.shipping === 0 ? t('Free') : formatRupees(totals.shipping)}</dd>
          </div>
        )}
        {codFee ? (
          <div className="checkout-summary__row">
            <dt>{t('Cash on delivery fee')}</dt>
            <dd>{formatRupees(codFee)}</dd>
          </div>
        ) : null}
        <div className="checkout-summary__row">
          <dt>{t('Includes GST (18%)')}</dt>
          <dd>{formatRupees(totals.gstIncluded)}</dd>
        </div>
        <div className="checkout-summary__row checkout-summary__row--total">
          <dt>{t('Total')}</dt>
          <dd>{formatRupees(totals.total)}</dd>
        </div>
      </dl>
      {totals.shipping > 0 && (shippingOption ?? 'standard') === 'standard' && (
        <p className="checkout-summary__note">
          {t('Free shipping on orders above {amount}', { amount: formatRupees(1500) })}
        </p>
      )}
    </section>
  );
}
