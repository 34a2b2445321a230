import { useState } from 'react';
import { getErrorMessage } from '@mitti/shared';
import { awaitsCodConfirmation } from '@mitti/shared/orders';
import { formatDateTimeIndia, formatTimeLeft } from '@mitti/shared/dates';
import { FormMessage, type Outcome } from '../../components/form-message';
import { useConfirmCodMutation, type AdminOrder } from './admin-orders-api';

/**
 * A cash-on-delivery order waiting for the studio's call (decision 026): whom to call, how long is left before
 * it lapses and its pieces go back on sale, and Confirm once the shopper has agreed the delivery.
 */
export function CodConfirmPanel({ order }: { order: AdminOrder }) {
  const [confirm, { isLoading }] = useConfirmCodMutation();
  const [message, setMessage] = useState<Outcome | null>(null);
  if (!awaitsCodConfirmation(order)) {
    // 'Order confirmed: ...' is true only while the order is confirmed: once it moves on (shipped), it is gone.
    const current = message && (message.failed || order.orderStatus === 'confirmed');
    return current ? <FormMessage message={message} /> : null;
  }
  const phone = order.shippingAddress?.phone ?? order.contactPhone;
  const left = formatTimeLeft(order.heldUntil);

  const submit = async () => {
    setMessage(null);
    try {
      await confirm(order.id).unwrap();
      setMessage({ text: 'Order confirmed: it can now be packed and shipped.', failed: false });
    } catch (error) {
      setMessage({ text: getErrorMessage(error), failed: true });
    }
  };

  return (
    <section className="admin-card admin-form admin-card--owed" aria-label="Cash on delivery">
      <h2>Confirm this cash-on-delivery order</h2>
      <p>Call the shopper{phone ? ` on ${phone}` : ''} to confirm the order and the delivery before it is sent.</p>
      {order.heldUntil && (
        <p data-testid="cod-deadline">
          {left ? `${left} left` : 'Time is up'} to confirm: unless confirmed by {formatDateTimeIndia(order.heldUntil)},
          the order lapses and its pieces go back on sale.
        </p>
      )}
      <button type="button" className="button button--primary" disabled={isLoading} onClick={() => void submit()}>
        {isLoading ? 'Confirming...' : 'Confirm order (after the call)'}
      </button>
      <FormMessage message={message} />
    </section>
  );
}
