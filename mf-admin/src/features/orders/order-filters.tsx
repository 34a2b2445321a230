import { useState, type FormEvent } from 'react';
import { ORDER_STATUS_VALUES, PAYMENT_STATUS_VALUES } from '@mitti/shared/orders';
import type { AdminOrderFilters } from './admin-orders-api';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './status-labels';

type Field = Exclude<keyof AdminOrderFilters, 'page'>;

/** The list's filters; applying them starts again at page 1. */
export function OrderFilters({
  filters,
  onApply,
}: {
  filters: AdminOrderFilters;
  onApply: (next: AdminOrderFilters) => void;
}) {
  const [draft, setDraft] = useState<AdminOrderFilters>(filters);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: '' });
  };
  return (
    <form className="admin-filters" onSubmit={submit} aria-label="Filter orders">
      <label>
        Search
        <input
          type="search"
          value={draft.q ?? ''}
          onChange={set('q')}
          placeholder="Order number or e-mail"
          maxLength={200}
        />
      </label>
      <label>
        Status
        <select value={draft.status ?? ''} onChange={set('status')}>
          <option value="">Any</option>
          {ORDER_STATUS_VALUES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Payment
        <select value={draft.paymentStatus ?? ''} onChange={set('paymentStatus')}>
          <option value="">Any</option>
          {PAYMENT_STATUS_VALUES.map((status) => (
            <option key={status} value={status}>
              {PAYMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Method
        <select value={draft.method ?? ''} onChange={set('method')}>
          <option value="">Any</option>
          <option value="cod">Cash on delivery</option>
          <option value="online">Card / UPI</option>
        </select>
      </label>
      <label>
        From
        <input type="date" value={draft.from ?? ''} onChange={set('from')} />
      </label>
      <label>
        To
        <input type="date" value={draft.to ?? ''} onChange={set('to')} />
      </label>
      <button type="submit" className="button button--primary">
        Apply
      </button>
    </form>
  );
}
