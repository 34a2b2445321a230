import type { ShippingAddress } from '@mitti/shared';
import type { AccountOrder } from './orders-api';
import { paymentStatusLabel } from './order-status-display';
import { useWords, type AccountText } from '../../words/words';

function AddressLines({ address }: { address: ShippingAddress }) {
  const t = useWords();
  const name = `${address.firstName} ${address.lastName}`.trim();
  return (
    <address className="account-order__address">
      {name && <span>{name}</span>}
      <span>{address.address}</span>
      <span>
        {address.city}, {address.state} {address.zipCode}
      </span>
      <span>{address.country}</span>
      {address.phone && <span>{t('Phone: {phone}', { phone: address.phone })}</span>}
    </address>
  );
}

/**
 * Payment status, method and the delivery address (workshop seats ship nothing, so may have none). A payment status
 * the shop does not know, and the shopper's address, are shown as written.
 */
export function OrderDetails({ order }: { order: AccountOrder }) {
  const t = useWords();
  const payment = paymentStatusLabel(order);
  return (
    <dl className="account-order__details">
      <div>
        <dt>{t('Payment')}</dt>
        <dd data-testid="payment-status" className={payment.known ? undefined : 'account-order__neutral'}>
          {payment.known ? t(payment.label) : payment.label}
        </dd>
      </div>
      <div>
        <dt>{t('Method')}</dt>
        <dd>{t((order.paymentMethod || 'Not chosen yet') as AccountText)}</dd>
      </div>
      {order.shippingAddress && (
        <div>
          <dt>{t('Deliver to')}</dt>
          <dd>
            <AddressLines address={order.shippingAddress} />
          </dd>
        </div>
      )}
    </dl>
  );
}
