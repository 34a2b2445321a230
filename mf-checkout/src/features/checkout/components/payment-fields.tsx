import { useWords } from '../../../words/words';

interface PaymentFieldsProps {
  saveInfo: boolean;
  onSaveInfoChange: (saveInfo: boolean) => void;
}

/** Card and UPI details are entered on the payment gateway's page, never here. */
export function PaymentFields({ saveInfo, onSaveInfoChange }: PaymentFieldsProps) {
  const t = useWords();
  return (
    <section className="checkout-card" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title" className="checkout-card__title">
        {t('Payment Information')}
      </h2>
      <fieldset className="checkout-fieldset">
        <legend className="visually-hidden">{t('Payment method')}</legend>
        <label className="checkout-checkbox">
          <input type="radio" name="paymentMethod" value="online" checked readOnly />
          {t('Card / UPI (secure payment gateway)')}
        </label>
        <p className="checkout-note checkout-field--wide">
          {t('You will be redirected to our payment partner to pay securely. We never see or store your card details.')}
        </p>
        <label className="checkout-checkbox">
          <input
            type="checkbox"
            name="saveInfo"
            checked={saveInfo}
            onChange={(event) => onSaveInfoChange(event.target.checked)}
          />
          {t('Save this information for next time')}
        </label>
      </fieldset>
    </section>
  );
}
