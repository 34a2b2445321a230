import type { ShippingAddress } from '@mitti/shared';
import type { AccountOrder } from './orders-api';
import { paymentStatusLabel } from './order-status-display';

function AddressLines({ address }: { address: ShippingAddress }) {
  const name = `${address.firstName} ${address.lastName}`.trim();
  return (
    <address className="account-order__address">
      {name && <span>{name}</span>}
      <span>{address.address}</span>
      <span>
        {address.city}, {address.state} {address.zipCode}
      </span>
      <span>{address.country}</span>
      {address.phone && <span>Phone: {address.phone}</span>}
    </address>
  );
}

/** Payment status, method and the delivery address (workshop seats ship nothing, so may have none). */
export function OrderDetails({ order }: { order: AccountOrder }) {
  const payment = paymentStatusLabel(order);
  return (
    <dl className="account-order__details">
      <div>
        <dt>Payment</dt>
        <dd data-testid="payment-status" className={payment.known ? undefined : 'account-order__neutral'}>
          {payment.label}
        </dd>
      </div>
      <div>
        <dt>Method</dt>
        <dd>{order.paymentMethod || 'Not chosen yet'}</dd>
      </div>
      {order.shippingAddress && (
        <div>
          <dt>Deliver to</dt>
          <dd>
            <AddressLines address={order.shippingAddress} />
          </dd>
        </div>
      )}
    </dl>
  );
}
