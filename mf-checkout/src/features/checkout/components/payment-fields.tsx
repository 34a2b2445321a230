interface PaymentFieldsProps {
  saveInfo: boolean;
  onSaveInfoChange: (saveInfo: boolean) => void;
}

/** Card and UPI details are entered on the payment gateway's page, never here. */
export function PaymentFields({ saveInfo, onSaveInfoChange }: PaymentFieldsProps) {
  return (
    <section className="checkout-card" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title" className="checkout-card__title">
        Payment Information
      </h2>
      <fieldset className="checkout-fieldset">
        <legend className="visually-hidden">Payment method</legend>
        <label className="checkout-checkbox">
          <input type="radio" name="paymentMethod" value="online" checked readOnly />
          Card / UPI (secure payment gateway)
        </label>
        <p className="checkout-note checkout-field--wide">
          You will be redirected to our payment partner to pay securely. We never see or store your card details.
        </p>
        <label className="checkout-checkbox">
          <input
            type="checkbox"
            name="saveInfo"
            checked={saveInfo}
            onChange={(event) => onSaveInfoChange(event.target.checked)}
          />
          Save this information for next time
        </label>
      </fieldset>
    </section>
  );
}
