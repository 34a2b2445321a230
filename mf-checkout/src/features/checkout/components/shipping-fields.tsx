import { INDIA_ONLY, isShippingCountry } from '@mitti/shared/address';
import { COUNTRIES } from '../lib/checkout-form';
import { CheckoutTextField } from './checkout-text-field';
import type { FieldsProps } from './contact-fields';

/** The address fields; a country the shop does not ship to is flagged as soon as it is chosen. */
export function ShippingFields({ form, errors, onValueChange }: FieldsProps) {
  const countryError = errors.country ?? (isShippingCountry(form.country) ? undefined : INDIA_ONLY);
  return (
    <section className="checkout-card" aria-labelledby="checkout-shipping-title">
      <h2 id="checkout-shipping-title" className="checkout-card__title">
        Shipping Information
      </h2>
      <fieldset className="checkout-fieldset">
        <legend className="visually-hidden">Shipping Information</legend>
        <CheckoutTextField
          field="address"
          value={form.address}
          error={errors.address}
          wide
          autoComplete="street-address"
          onValueChange={onValueChange}
        />
        <CheckoutTextField
          field="city"
          value={form.city}
          error={errors.city}
          autoComplete="address-level2"
          onValueChange={onValueChange}
        />
        <CheckoutTextField
          field="state"
          value={form.state}
          error={errors.state}
          autoComplete="address-level1"
          onValueChange={onValueChange}
        />
        <CheckoutTextField
          field="zipCode"
          value={form.zipCode}
          error={errors.zipCode}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={7}
          placeholder="6-digit PIN code"
          onValueChange={onValueChange}
        />
        <div className="checkout-field">
          <label htmlFor="checkout-country">Country</label>
          <select
            id="checkout-country"
            name="country"
            value={form.country}
            required
            autoComplete="country-name"
            aria-invalid={!!countryError}
            aria-describedby={countryError ? 'checkout-country-error' : undefined}
            onChange={(event) => onValueChange('country', event.target.value)}
          >
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
          {countryError && (
            <p id="checkout-country-error" className="checkout-field__error" role="alert">
              {countryError}
            </p>
          )}
        </div>
      </fieldset>
    </section>
  );
}
