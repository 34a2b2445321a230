import { useState } from 'react';
import { formatLongDate, formatRupees } from '@mitti/shared';
import type { AccountOrder } from './orders-api';
import { canCancel, itemsSubtotal, orderReference, orderTotal, shippingOf } from './order-facts';
import { OrderStatus } from './order-status';
import { OrderItemRow } from './order-item-row';
import { CancelOrderDialog } from './cancel-order-dialog';

function Refund({ order }: { order: AccountOrder }) {
  if (order.refundAmount == null && order.refundPercent == null) return null;
  return (
    <p className="account-order__refund">
      Refund: {order.refundAmount != null ? formatRupees(order.refundAmount) : 'being processed'}
      {order.refundPercent != null ? ` (${order.refundPercent}% of the booking)` : ''}
    </p>
  );
}

export function OrderCard({ order }: { order: AccountOrder }) {
  const [cancelling, setCancelling] = useState(false);
  const reference = orderReference(order);
  const shipping = shippingOf(order);
  const headingId = `order-${order.id}`;
  return (
    <article className="account-order" aria-labelledby={headingId} data-testid="order-card">
      <header className="account-order__header">
        <div>
          <h2 id={headingId} className="account-order__id">
            Order #{reference}
          </h2>
          <p className="account-order__date">Placed on {formatLongDate(order.createdAt ?? order.orderDate)}</p>
        </div>
        <OrderStatus order={order} />
        <p className="account-order__headline-total">
          Total <strong>{formatRupees(orderTotal(order))}</strong>
        </p>
      </header>
      <ul className="account-order__items">
        {order.items.map((item, index) => (
          <OrderItemRow key={`${item.id}-${index}`} item={item} />
        ))}
      </ul>
      <dl className="account-order__summary">
        <dt>Subtotal</dt>
        <dd>{formatRupees(itemsSubtotal(order))}</dd>
        <dt>Shipping</dt>
        <dd>{shipping === 0 ? 'Free' : formatRupees(shipping)}</dd>
        <dt>Total</dt>
        <dd className="account-order__total">{formatRupees(orderTotal(order))}</dd>
      </dl>
      {order.cancelReason && <p className="account-order__note">Cancellation reason: {order.cancelReason}</p>}
      <Refund order={order} />
      {canCancel(order) && (
        <div className="account-order__actions">
          <button type="button" className="button button--ghost" onClick={() => setCancelling(true)}>
            Cancel Order
          </button>
        </div>
      )}
      {cancelling && (
        <CancelOrderDialog orderId={order.id} reference={reference} onClose={() => setCancelling(false)} />
      )}
    </article>
  );
}
