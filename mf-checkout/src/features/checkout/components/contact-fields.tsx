import type { CheckoutForm } from '@mitti/shared';
import type { CheckoutErrors, CheckoutField } from '../lib/checkout-form';
import { CheckoutTextField } from './checkout-text-field';
import { useWords } from '../../../words/words';

interface FieldsProps {
  form: CheckoutForm;
  errors: CheckoutErrors;
  onValueChange: (field: CheckoutField, value: string) => void;
}

export function ContactFields({ form, errors, onValueChange }: FieldsProps) {
  const t = useWords();
  return (
    <section className="checkout-card" aria-labelledby="checkout-contact-title">
      <h2 id="checkout-contact-title" className="checkout-card__title">
        {t('Contact Information')}
      </h2>
      <fieldset className="checkout-fieldset">
        <legend className="visually-hidden">{t('Contact Information')}</legend>
        <CheckoutTextField
          field="firstName"
          value={form.firstName}
          error={errors.firstName}
          autoComplete="given-name"
          onValueChange={onValueChange}
        />
        <CheckoutTextField
          field="lastName"
          value={form.lastName}
          error={errors.lastName}
          autoComplete="family-name"
          onValueChange={onValueChange}
        />
        <CheckoutTextField
          field="email"
          type="email"
          value={form.email}
          error={errors.email}
          autoComplete="email"
          onValueChange={onValueChange}
        />
        <CheckoutTextField
          field="phone"
          type="tel"
          inputMode="tel"
          value={form.phone}
          error={errors.phone}
          autoComplete="tel"
          placeholder={t('10-digit mobile number')}
          onValueChange={onValueChange}
        />
      </fieldset>
    </section>
  );
}

export type { FieldsProps };
