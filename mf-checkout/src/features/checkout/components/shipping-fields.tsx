import { INDIA_ONLY, SHIPPING_COUNTRY } from '@mitti/shared/address';
import { fieldLabel } from '../lib/checkout-form';
import { useWords } from '../../../words/words';
import { CheckoutFields } from './checkout-text-field';
import type { FieldsProps } from './contact-fields';

/** The address fields, in India: the country is India, said as fixed text. */
export function ShippingFields({ form, errors, onValueChange }: FieldsProps) {
  const t = useWords();
  return (
    <section className="checkout-card" aria-labelledby="checkout-shipping-title">
      <h2 id="checkout-shipping-title" className="checkout-card__title">
        {t('Shipping Information')}
      </h2>
      <fieldset className="checkout-fieldset">
        <legend className="visually-hidden">{t('Shipping Information')}</legend>
        <CheckoutFields
          fields={['address', 'city', 'state', 'zipCode']}
          form={form}
          errors={errors}
          onValueChange={onValueChange}
        />
        <div className="checkout-field">
          <label htmlFor="checkout-country">{fieldLabel(t, 'country')}</label>
          {/* The shop ships within India only: the country is said, not chosen (decision 072). */}
          <input
            id="checkout-country"
            name="country"
            value={t(SHIPPING_COUNTRY)}
            readOnly
            className="checkout-field__fixed"
            aria-describedby="checkout-country-hint"
          />
          <p id="checkout-country-hint" className="checkout-field__hint">
            {t(INDIA_ONLY)}
          </p>
        </div>
      </fieldset>
    </section>
  );
}
