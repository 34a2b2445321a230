import { useEffect } from 'react';
import { deliveryApi, formatDeliveryDate, formatRupees } from '@mitti/shared';
import { isPinCode, normalizePin } from '@mitti/shared/address';
import type { ShippingOptionAnswer, ShippingOptionId } from '@mitti/shared/delivery';
import { useWords, type CheckoutText, type CheckoutWords } from '../../../words/words';

interface ShippingOptionsProps {
  /** The address's PIN code as typed (spaces and Devanagari digits allowed). */
  pin: string;
  /** Standard's price for this cart (0 above the free-shipping threshold). */
  standardShipping: number;
  selected: ShippingOptionId;
  onSelect: (option: ShippingOptionId) => void;
}

/** When it arrives: 'today, Sat, 28 Nov' or 'Mon, 30 Nov - Wed, 2 Dec'; a Hindi page's dates as it writes them. */
function deliveryWindow(t: CheckoutWords, option: ShippingOptionAnswer): string {
  if (!option.earliest || !option.latest) return '';
  const date = t.date ?? formatDeliveryDate;
  return option.earliest === option.latest
    ? t('today, {date}', { date: date(option.earliest) })
    : `${date(option.earliest)} - ${date(option.latest)}`;
}

/**
 * Standard, express or same-day (SPEC section 9), as the API offers them for the address's PIN code: an option
 * the PIN code cannot have is shown disabled with the reason, and a chosen one that becomes unavailable falls
 * back to standard. The server checks and prices the choice again when the order is placed. An option's name and
 * reason are the API's English (`@mitti/shared/delivery`'s), said in the page's words (catalog.test.ts holds each).
 */
export function ShippingOptions({ pin, standardShipping, selected, onSelect }: ShippingOptionsProps) {
  const t = useWords();
  const cleanPin = normalizePin(pin);
  const valid = isPinCode(cleanPin);
  const { data, error, isFetching } = deliveryApi.useGetDeliveryQuery(cleanPin, { skip: !valid });
  const current = valid ? data : undefined;
  const options = current?.pin === cleanPin ? current.options : [];
  const apiMessage = error && 'message' in error && typeof error.message === 'string' ? error.message : null;
  const unavailable = options.find((option) => option.id === selected && !option.available);
  useEffect(() => {
    if (unavailable) onSelect('standard');
  }, [unavailable, onSelect]);

  return (
    <section className="checkout-card" aria-labelledby="checkout-delivery-title">
      <h2 id="checkout-delivery-title" className="checkout-card__title">
        {t('Delivery')}
      </h2>
      {!valid && <p className="checkout-note">{t('Enter your PIN code to see the delivery options.')}</p>}
      {valid && isFetching && !options.length && (
        <p className="checkout-note">{t('Checking PIN code {pin}...', { pin: cleanPin })}</p>
      )}
      {/* The API's own answers for a PIN code it does not serve are English (marked so on a Hindi page). */}
      {valid && error && (
        <p className="checkout-alert" role="alert" lang={apiMessage ? t.en : undefined}>
          {apiMessage ?? t('Could not check this PIN code.')}
        </p>
      )}
      {current && current.pin === cleanPin && !current.serviceable && (
        <p className="checkout-alert" role="alert" lang={t.en}>
          {current.message}
        </p>
      )}
      {options.length > 0 && (
        <fieldset className="checkout-fieldset checkout-shipping-options">
          <legend className="visually-hidden">{t('Shipping option')}</legend>
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
                  <strong>{t(option.label as CheckoutText)}</strong> ({price === 0 ? t('Free') : formatRupees(price)}){' '}
                  <span className="checkout-note">
                    {option.available
                      ? t('arrives {when}', { when: deliveryWindow(t, option) })
                      : t(option.reason as CheckoutText)}
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
