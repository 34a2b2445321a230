import { useState, type FormEvent } from 'react';
import { getErrorMessage, nextOrderStatuses, type ServerOrderStatus } from '@mitti/shared';
import { useUpdateOrderStatusMutation, type AdminOrder } from './admin-orders-api';
import { labelOf, ORDER_STATUS_LABELS } from './status-labels';
import { FormMessage, type Outcome } from '../../components/form-message';

/** The SPEC's status update with an admin note; offers only what the transitions table allows. */
export function StatusForm({ order }: { order: AdminOrder }) {
  const next = nextOrderStatuses(order.orderStatus);
  const [status, setStatus] = useState<string>(next[0] ?? order.orderStatus);
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<Outcome | null>(null);
  const [update, { isLoading }] = useUpdateOrderStatusMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      const updated = await update({
        id: order.id,
        orderStatus: status as ServerOrderStatus,
        adminNote: note,
      }).unwrap();
      setNote('');
      setStatus(nextOrderStatuses(updated.orderStatus)[0] ?? updated.orderStatus);
      setMessage({ text: `Order marked ${labelOf(ORDER_STATUS_LABELS, updated.orderStatus)}.`, failed: false });
    } catch (error) {
      setMessage({ text: getErrorMessage(error), failed: true });
    }
  };

  return (
    <form className="admin-card admin-form" onSubmit={(event) => void submit(event)} aria-label="Change status">
      <h2>Status</h2>
      {next.length === 0 && (
        <p>
          This order is {labelOf(ORDER_STATUS_LABELS, order.orderStatus).toLowerCase()}; its status can no longer
          change. A note can still be added.
        </p>
      )}
      <label>
        New status
        <select value={status} onChange={(event) => setStatus(event.target.value)}>
          {[...next, order.orderStatus].map((value) => (
            <option key={value} value={value}>
              {value === order.orderStatus
                ? `${labelOf(ORDER_STATUS_LABELS, value)} (keep, add a note)`
                : labelOf(ORDER_STATUS_LABELS, value)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Admin note
        <textarea value={note} onChange={(event) => setNote(event.target.value)} maxLength={1000} rows={3} />
      </label>
      <button type="submit" className="button button--primary" disabled={isLoading}>
        {isLoading ? 'Saving...' : 'Update status'}
      </button>
      <FormMessage message={message} />
    </form>
  );
}
