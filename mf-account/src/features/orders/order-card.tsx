import { useState } from 'react';
import { formatDateIndia, formatRupees, hasInvoice, InvoiceDownload, Link, paths } from '@mitti/shared';
import { formatTimeIndia } from '@mitti/shared/dates';
import type { AccountOrder } from './orders-api';
import { isClassBooking, itemsSubtotal, orderReference, orderTotal, shippingOf } from './order-facts';
import { canCancel, canPay } from './order-status-display';
import { OrderDetails } from './order-details';
import { HeldUntil, StudioNotes } from './order-notes';
import { OrderStatus } from './order-status';
import { OrderItemRow } from './order-item-row';
import { CancelOrderDialog } from './cancel-order-dialog';
import { useWords, type AccountText } from '../../words/words';

function Refund({ order }: { order: AccountOrder }) {
  const t = useWords();
  if (order.refundAmount == null && order.refundPercent == null) return null;
  return (
    <p className="account-order__refund">
      {order.refundAmount != null
        ? t('Refund: {amount}', { amount: formatRupees(order.refundAmount) })
        : t('Refund: being processed')}
      {order.refundPercent != null ? t(' ({percent}% of the booking)', { percent: order.refundPercent }) : ''}
    </p>
  );
}

interface OrderCardProps {
  order: AccountOrder;
  /** Placed from a guest order at this sign-in: pointed out. */
  fromGuestOrder?: boolean;
}

const shippingLabel: Record<string, AccountText> = {
  express: 'Shipping (Express)',
  'same-day': 'Shipping (Same-day)',
};

export function OrderCard({ order, fromGuestOrder = false }: OrderCardProps) {
  const t = useWords();
  const [cancelling, setCancelling] = useState(false);
  const reference = orderReference(order);
  const shipping = shippingOf(order);
  const headingId = `order-${order.id}`;
  const placedAt = order.createdAt ?? order.orderDate;
  const placedOn = (t.date ?? formatDateIndia)(placedAt);
  const time = formatTimeIndia(placedAt);
  const payable = canPay(order);
  const cancellable = canCancel(order);
  const delivered = (order.orderStatus ?? order.status) === 'delivered';
  const booking = isClassBooking(order);
  const noun = booking ? 'Booking' : 'Order';
  return (
    <article
      className={fromGuestOrder ? 'account-order account-order--from-guest' : 'account-order'}
      aria-labelledby={headingId}
      data-testid="order-card"
    >
      {fromGuestOrder && <p className="account-order__flag">{t('Placed from your guest order when you signed in')}</p>}
      <header className="account-order__header">
        <div>
          <h2 id={headingId} className="account-order__id">
            {t(booking ? 'Booking #{reference}' : 'Order #{reference}', { reference })}
          </h2>
          <p className="account-order__date">
            {time
              ? t('Placed on {date} at {time}', { date: placedOn, time })
              : t('Placed on {date}', { date: placedOn })}
          </p>
        </div>
        <OrderStatus order={order} />
        <p className="account-order__headline-total">
          {t('Total')} <strong>{formatRupees(orderTotal(order))}</strong>
        </p>
      </header>
      <OrderDetails order={order} />
      <ul className="account-order__items">
        {order.items.map((item, index) => (
          <OrderItemRow
            key={`${item.id}-${index}`}
            item={item}
            reviewable={delivered && item.type !== 'workshop' && !item.workshopDetails}
          />
        ))}
      </ul>
      <dl className="account-order__summary">
        <dt>{t('Subtotal')}</dt>
        <dd>{formatRupees(itemsSubtotal(order))}</dd>
        {/* A class is not shipped: a booking has no shipping line (issue 53; SPEC's "Free" is for parcels). */}
        {!booking && (
          <>
            <dt>{t(shippingLabel[order.shippingOption ?? ''] ?? 'Shipping')}</dt>
            <dd>{shipping === 0 ? t('Free') : formatRupees(shipping)}</dd>
          </>
        )}
        {order.codFee ? (
          <>
            <dt>{t('Cash on delivery fee')}</dt>
            <dd>{formatRupees(order.codFee)}</dd>
          </>
        ) : null}
        <dt>{t('Total')}</dt>
        <dd className="account-order__total">{formatRupees(orderTotal(order))}</dd>
      </dl>
      <HeldUntil order={order} />
      {order.failureReason && <p className="account-order__note">{order.failureReason}</p>}
      {order.cancelReason && (
        <p className="account-order__note">{t('Cancellation reason: {reason}', { reason: order.cancelReason })}</p>
      )}
      <Refund order={order} />
      <StudioNotes order={order} />
      {(payable || cancellable || hasInvoice(order)) && (
        <div className="account-order__actions">
          <InvoiceDownload order={order} words={[t('Download invoice'), t('Preparing invoice...')]} />
          {payable && (
            // SPEC Retry Payment target: checkout pays this same order again (POST /api/payment/create).
            <Link className="button button--primary" to={`${paths.checkout()}?orderId=${encodeURIComponent(order.id)}`}>
              {t('Pay now')}
            </Link>
          )}
          {cancellable && (
            <button type="button" className="button button--ghost" onClick={() => setCancelling(true)}>
              {t(booking ? 'Cancel Booking' : 'Cancel Order')}
            </button>
          )}
        </div>
      )}
      {cancelling && (
        <CancelOrderDialog orderId={order.id} reference={reference} noun={noun} onClose={() => setCancelling(false)} />
      )}
    </article>
  );
}
