import { useState, type FormEvent } from 'react';
import { getErrorMessage, ORDER_TEXT_LIMITS } from '@mitti/shared';
import { nextOrderStatuses, type ServerOrderStatus } from '@mitti/shared/orders';
import { useUpdateOrderStatusMutation, type AdminOrder } from './admin-orders-api';
import { labelOf, ORDER_STATUS_LABELS } from './status-labels';
import { FormMessage, type Outcome } from '../../components/form-message';

export const CHOOSE_STATUS = 'Choose what to do with the order.';

/**
 * The SPEC's status update with an admin note; offers only what the transitions table allows, and nothing is
 * chosen until the owner chooses (issue 33: Cancel was preselected on a new order). The note is shown to the
 * shopper on their orders page, with its time.
 */
export function StatusForm({ order }: { order: AdminOrder }) {
  const next = nextOrderStatuses(order.orderStatus);
  const [status, setStatus] = useState('');
  // A status changed elsewhere (Confirm after the call, another tab's update) offers other choices: the one
  // made for the old status is dropped. The form itself stays, and with it what it last said.
  const [offeredFor, setOfferedFor] = useState(order.orderStatus);
  if (offeredFor !== order.orderStatus) {
    setOfferedFor(order.orderStatus);
    setStatus('');
  }
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<Outcome | null>(null);
  const [update, { isLoading }] = useUpdateOrderStatusMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    if (!status) return setMessage({ text: CHOOSE_STATUS, failed: true });
    try {
      const updated = await update({
        id: order.id,
        orderStatus: status as ServerOrderStatus,
        adminNote: note,
      }).unwrap();
      setNote('');
      setStatus('');
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
          <option value="" disabled>
            Choose…
          </option>
          {next.map((value) => (
            <option key={value} value={value}>
              {labelOf(ORDER_STATUS_LABELS, value)}
            </option>
          ))}
          <option value={order.orderStatus}>
            Keep {labelOf(ORDER_STATUS_LABELS, order.orderStatus).toLowerCase()}, add a note
          </option>
        </select>
      </label>
      <label>
        Note to the shopper (shown on their orders page)
        <textarea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={ORDER_TEXT_LIMITS.adminNote}
          rows={3}
        />
        <span className="admin-hint">Up to {ORDER_TEXT_LIMITS.adminNote} characters.</span>
      </label>
      <button type="submit" className="button button--primary" disabled={isLoading}>
        {isLoading ? 'Saving...' : 'Update status'}
      </button>
      <FormMessage message={message} />
    </form>
  );
}
