import { useEffect } from 'react';
import { deliveryApi, formatDeliveryDate, formatRupees } from '@mitti/shared';
import type { ShippingOptionAnswer, ShippingOptionId } from '@mitti/shared/delivery';

interface ShippingOptionsProps {
  /** The address's PIN code as typed. */
  pin: string;
  /** Standard's price for this cart (0 above the free-shipping threshold). */
  standardShipping: number;
  selected: ShippingOptionId;
  onSelect: (option: ShippingOptionId) => void;
}

function deliveryWindow(option: ShippingOptionAnswer): string {
  if (!option.earliest || !option.latest) return '';
  return option.earliest === option.latest
    ? `today, ${formatDeliveryDate(option.earliest)}`
    : `${formatDeliveryDate(option.earliest)} - ${formatDeliveryDate(option.latest)}`;
}

/**
 * Standard, express or same-day (SPEC section 9), as the API offers them for the address's PIN code: an option
 * the PIN code cannot have is shown disabled with the reason, and a chosen one that becomes unavailable falls
 * back to standard. The server checks and prices the choice again when the order is placed.
 */
export function ShippingOptions({ pin, standardShipping, selected, onSelect }: ShippingOptionsProps) {
  const cleanPin = pin.replace(/\s/g, '');
  const valid = /^[1-9]\d{5}$/.test(cleanPin);
  const { data, error, isFetching } = deliveryApi.useGetDeliveryQuery(cleanPin, { skip: !valid });
  const current = valid ? data : undefined;
  const options = current?.pin === cleanPin ? current.options : [];
  const unavailable = options.find((option) => option.id === selected && !option.available);
  useEffect(() => {
    if (unavailable) onSelect('standard');
  }, [unavailable, onSelect]);

  return (
    <section className="checkout-card" aria-labelledby="checkout-delivery-title">
      <h2 id="checkout-delivery-title" className="checkout-card__title">
        Delivery
      </h2>
      {!valid && <p className="checkout-note">Enter your PIN code to see the delivery options.</p>}
      {valid && isFetching && !options.length && <p className="checkout-note">Checking PIN code {cleanPin}...</p>}
      {valid && error && (
        <p className="checkout-alert" role="alert">
          {'message' in error && typeof error.message === 'string' ? error.message : 'Could not check this PIN code.'}
        </p>
      )}
      {current && current.pin === cleanPin && !current.serviceable && (
        <p className="checkout-alert" role="alert">
          {current.message}
        </p>
      )}
      {options.length > 0 && (
        <fieldset className="checkout-fieldset checkout-shipping-options">
          <legend className="visually-hidden">Shipping option</legend>
          {options.map((option) => {
            const price = option.id === 'standard' ? standardShipping : option.price;
            return (
              <label key={option.id} className="checkout-checkbox checkout-field--wide">
                <input
                  type="radio"
                  name="shippingOption"
                  value={option.id}
                  checked={selected === option.id}
                  disabled={!option.available}
                  onChange={() => onSelect(option.id)}
                />
                <span>
                  <strong>{option.label}</strong> ({price === 0 ? 'Free' : formatRupees(price)}){' '}
                  <span className="checkout-note">
                    {option.available ? `arrives ${deliveryWindow(option)}` : option.reason}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
    </section>
  );
}
