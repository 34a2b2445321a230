import { useState } from 'react';
import { formatRupees, getErrorMessage } from '@mitti/shared';
import { formatDateTimeIndia } from '@mitti/shared/dates';
import { FormMessage, type Outcome } from '../../components/form-message';
import { useMarkRefundedMutation, type AdminOrder } from './admin-orders-api';

/** What a cancelled or failed paid order owes back, and recording that it was paid back. */
export function RefundPanel({ order }: { order: AdminOrder }) {
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<Outcome | null>(null);
  const [markRefunded, { isLoading }] = useMarkRefundedMutation();
  const amount = order.refundAmount ?? order.totalAmount;

  if (order.paymentStatus === 'refunded') {
    return (
      <section className="admin-card" aria-label="Refund">
        <h2>Refund</h2>
        <p>
          Refunded {formatRupees(amount)} on {formatDateTimeIndia(order.refundedAt)}.
        </p>
      </section>
    );
  }
  if (order.paymentStatus !== 'refund_due') return null;
  const submit = async () => {
    setMessage(null);
    try {
      await markRefunded({ id: order.id, note }).unwrap();
    } catch (failure) {
      setMessage({ text: getErrorMessage(failure), failed: true });
    }
  };
  return (
    <section className="admin-card admin-form admin-card--owed" aria-label="Refund">
      <h2>Refund owed</h2>
      <p>
        {formatRupees(amount)} is owed back to the shopper
        {order.refundPercent !== null ? ` (${order.refundPercent}% of what was paid)` : ''}.
      </p>
      <label>
        Refund reference (optional)
        <input value={note} onChange={(event) => setNote(event.target.value)} maxLength={1000} />
      </label>
      <button type="button" className="button button--primary" disabled={isLoading} onClick={() => void submit()}>
        Mark refunded
      </button>
      <FormMessage message={message} />
    </section>
  );
}
