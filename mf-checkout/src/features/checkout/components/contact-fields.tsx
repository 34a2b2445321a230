import type { CheckoutForm } from '@mitti/shared';
import type { CheckoutErrors, CheckoutField } from '../lib/checkout-form';
import { CheckoutFields } from './checkout-text-field';
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
        <CheckoutFields
          fields={['firstName', 'lastName', 'email', 'phone']}
          form={form}
          errors={errors}
          onValueChange={onValueChange}
        />
      </fieldset>
    </section>
  );
}

export type { FieldsProps };
