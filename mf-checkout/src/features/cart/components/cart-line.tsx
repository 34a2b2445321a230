import { useState } from 'react';
import { formatRupees, quantityUpdated, removedFromCart, useAppDispatch, type CartItem } from '@mitti/shared';

/** One cart line: quantity must stay above 0, so an empty or zero entry snaps back when the field is left. */
export function CartLine({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = `checkout-qty-${item.id}`;
  const invalid = draft !== null && !(Number.isInteger(Number(draft)) && Number(draft) >= 1);

  const change = (value: string) => {
    setDraft(value);
    const quantity = Number(value);
    if (value !== '' && Number.isInteger(quantity) && quantity >= 1) {
      dispatch(quantityUpdated({ id: item.id, quantity }));
    }
  };

  return (
    <li className="checkout-line">
      <img className="checkout-line__image" src={item.imageUrl} alt="" loading="lazy" />
      <div>
        <p className="checkout-line__name">{item.name}</p>
        <p className="checkout-line__meta">
          {item.category ?? 'Ceramics'} · {formatRupees(item.price)} each
        </p>
        <p className="checkout-line__meta">Line total: {formatRupees(item.price * item.quantity)}</p>
      </div>
      <div className="checkout-line__controls">
        <label htmlFor={inputId} className="visually-hidden">
          Quantity for {item.name}
        </label>
        <input
          id={inputId}
          className="checkout-line__quantity"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={draft ?? String(item.quantity)}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${inputId}-error` : undefined}
          onChange={(event) => change(event.target.value)}
          onBlur={() => setDraft(null)}
        />
        {invalid && (
          <span id={`${inputId}-error`} className="checkout-field__error" role="alert">
            Quantity must be at least 1
          </span>
        )}
        <button
          type="button"
          className="button button--ghost"
          aria-label={`Remove ${item.name}`}
          onClick={() => dispatch(removedFromCart(item.id))}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
