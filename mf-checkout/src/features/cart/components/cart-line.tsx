import { useState } from 'react';
import type { LineNow } from '../../prices/use-lines-now';
import {
  ActionForm,
  formFields,
  formatRupees,
  quantityUpdated,
  removedFromCart,
  useAppDispatch,
  type CartItem,
  type FieldOf,
} from '@mitti/shared';
import { ownersText } from '@mitti/shared/remote-words';
import { lineProblem } from '../../prices/line-problems';
import { useWords } from '../../../words/words';

/** SPEC section 5: at most the stock, or 10 when the product does not say; no cap while the stock is not known. */
const capOf = (stock: number | null | undefined) => (stock === undefined ? Infinity : (stock ?? 10));

/**
 * One cart line: quantity must stay above 0, so an empty or zero entry snaps back when the field is left;
 * more than the product's current stock is lowered to it, and a line the stock no longer covers is flagged.
 * The quantity and Remove are a form the cart's server answers before the app runs (decision 035): Update
 * (Enter in the field) sets the quantity, Remove removes the line; once the app runs a change applies as
 * it is typed, and Update is not shown. The price is the shop's now (issue 33), with the one the piece was added
 * at beside it when it changed.
 */
export function CartLine({ item, now }: { item: CartItem; now?: LineNow | undefined }) {
  const t = useWords();
  // The piece's name as the shop names it now: the owner's Hindi on a Hindi page where given (decision 112).
  const name = ownersText(t, { name: item.name, nameHi: now?.nameHi }, 'name');
  const stock = now?.available;
  const price = now?.price ?? item.price;
  const repriced = price !== item.price;
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<string | null>(null);
  const [capped, setCapped] = useState(false);
  const inputId = `checkout-qty-${item.id}`;
  const invalid = draft !== null && !(Number.isInteger(Number(draft)) && Number(draft) >= 1);
  const cap = capOf(stock);
  const problem = lineProblem(t, { type: 'product', quantity: item.quantity }, now);
  const note =
    problem ?? (capped ? t(stock === null ? 'At most {n} per order' : 'Only {n} in stock', { n: cap }) : null);

  const change = (value: string) => {
    const quantity = Number(value);
    const over = Number.isInteger(quantity) && quantity > cap && cap >= 1;
    setCapped(over);
    setDraft(over ? String(cap) : value);
    if (value !== '' && Number.isInteger(quantity) && quantity >= 1) {
      dispatch(quantityUpdated({ id: item.id, quantity: Math.min(quantity, Math.max(cap, 1)) }));
    }
  };

  return (
    <li className="checkout-line">
      <img className="checkout-line__image" src={item.imageUrl} alt="" loading="lazy" />
      <div>
        {/* The category, the owner's too, stays in English, and says so on a Hindi page. */}
        <p className="checkout-line__name" lang={name.lang}>
          {name.text}
        </p>
        <p className="checkout-line__meta">
          <span lang={t.en}>{item.category ?? 'Ceramics'}</span> · {t('{price} each', { price: formatRupees(price) })}
          {repriced && (
            <span className="checkout-line__was">{t(' (was {price})', { price: formatRupees(item.price) })}</span>
          )}
        </p>
        <p className="checkout-line__meta">
          {t('Line total: {total}', { total: formatRupees(price * item.quantity) })}
        </p>
        <p className="checkout-field__error" role="status" id={`${inputId}-stock`}>
          {note}
        </p>
      </div>
      {/* The cart's server says what a quantity cannot be, in the page's words, where a browser's own check of min and
          max would say it in the browser's (noValidate); once the app runs, a quantity is capped as it is typed. */}
      <ActionForm
        action="cart"
        className="checkout-line__controls"
        noValidate
        onSubmit={(fields) => {
          const { intent, quantity } = formFields('cart', fields);
          if (intent === 'remove') dispatch(removedFromCart(item.id));
          else change(quantity ?? '');
        }}
      >
        <input type="hidden" name={'productId' satisfies FieldOf<'cart'>} value={item.id} />
        <label htmlFor={inputId} className="visually-hidden">
          {t('Quantity for {name}', { name: name.text })}
        </label>
        <input
          id={inputId}
          name={'quantity' satisfies FieldOf<'cart'>}
          className="checkout-line__quantity"
          type="number"
          min={1}
          max={Number.isFinite(cap) && cap >= 1 ? cap : undefined}
          step={1}
          inputMode="numeric"
          value={draft ?? String(item.quantity)}
          aria-invalid={invalid || !!problem}
          aria-describedby={invalid ? `${inputId}-error` : note ? `${inputId}-stock` : undefined}
          onChange={(event) => change(event.target.value)}
          onBlur={() => setDraft(null)}
        />
        {invalid && (
          <span id={`${inputId}-error`} className="checkout-field__error" role="alert">
            {t('Quantity must be at least 1')}
          </span>
        )}
        {/* The first submit button: Enter in the field updates, never removes. */}
        <button
          type="submit"
          name={'intent' satisfies FieldOf<'cart'>}
          value="update"
          className="button button--ghost checkout-line__update"
        >
          {t('Update')}
        </button>
        <button
          type="submit"
          name={'intent' satisfies FieldOf<'cart'>}
          value="remove"
          className="button button--ghost"
          aria-label={t('Remove {name}', { name: name.text })}
        >
          {t('Remove')}
        </button>
      </ActionForm>
    </li>
  );
}
