import { useState, type FormEvent } from 'react';
import { formatRupees } from '../money/format-rupees';
import { formatDeliveryDate } from '../dates/format-date';
import { deliveryApi, useRememberedPin, type DeliveryCheck } from './delivery-api';

const errorMessage = (error: unknown): string =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : 'Could not check this PIN code. Please try again.';

function optionLine(option: DeliveryCheck['options'][number]): string {
  if (!option.available) return `${option.label}: ${option.reason}`;
  const when =
    option.earliest === option.latest
      ? `today, ${formatDeliveryDate(option.earliest!)}`
      : `${formatDeliveryDate(option.earliest!)} - ${formatDeliveryDate(option.latest!)}`;
  const price =
    option.freeAbove !== null
      ? `${formatRupees(option.price)}, free above ${formatRupees(option.freeAbove)}`
      : formatRupees(option.price);
  return `${option.label}: ${when} (${price})`;
}

/** The answer for a PIN code: whether it is delivered to, by which options and when, and cash on delivery. */
export function DeliveryAnswer({ check }: { check: DeliveryCheck }) {
  return (
    <div className="deliver-to__answer">
      <p className={check.serviceable ? 'deliver-to__ok' : 'deliver-to__no'}>{check.message}</p>
      {check.serviceable && (
        <ul className="deliver-to__options">
          {check.options.map((option) => (
            <li key={option.id} className={option.available ? '' : 'deliver-to__unavailable'}>
              {optionLine(option)}
            </li>
          ))}
          <li>
            {check.cod.available
              ? `Cash on delivery available (fee ${formatRupees(check.cod.fee)}, orders up to ${formatRupees(check.cod.maxOrderValue)}), by standard delivery`
              : 'Cash on delivery is not available for this PIN code'}
          </li>
        </ul>
      )}
    </div>
  );
}

/**
 * "Deliver to" PIN code check (issue 23): the product page and the cart show it before anyone orders. The app
 * asks the API, so it is not shown until the app runs (`data-needs-app`, the shell's index.html, decision 067).
 */
export function DeliverToCheck() {
  const [rememberedPin, rememberPin] = useRememberedPin();
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? rememberedPin;
  const [trigger, { data, error, isFetching }] = deliveryApi.useLazyGetDeliveryQuery();
  const [checked, setChecked] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pin = value.replace(/\s/g, '');
    setChecked(true);
    void trigger(pin, true);
    if (/^[1-9]\d{5}$/.test(pin)) rememberPin(pin);
  };

  return (
    <section className="deliver-to" aria-label="Delivery" data-needs-app="">
      <form className="deliver-to__form" onSubmit={submit}>
        <label htmlFor="deliver-to-pin">Deliver to</label>
        <input
          id="deliver-to-pin"
          name="deliverToPin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          placeholder="PIN code"
          value={value}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button button--ghost" disabled={isFetching}>
          {isFetching ? 'Checking...' : 'Check'}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {checked && !isFetching && error && <p className="deliver-to__no">{errorMessage(error)}</p>}
        {checked && !isFetching && !error && data && <DeliveryAnswer check={data} />}
      </div>
    </section>
  );
}
