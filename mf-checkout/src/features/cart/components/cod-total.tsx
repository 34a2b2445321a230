import { deliveryApi, formatRupees } from '@mitti/shared';
import { useWords } from '../../../words/words';

interface CodTotalProps {
  /** The cart's total with standard shipping. */
  total: number;
  /** The delivery PIN code as typed. */
  pin: string;
}

/**
 * What the courier collects: the cart's total, the cash-on-delivery fee as its own line, and the total in
 * cash, from the API's answer for the PIN code (fee, limit, and whether cash is taken there). The server
 * applies the same rules when the order is placed (decision 026).
 */
/** The API's answer for the PIN code as typed (fee, limit, whether cash is taken there), once it is a PIN code. */
export function useCodCheck(pin: string) {
  const cleanPin = pin.replace(/\s/g, '');
  const valid = /^[1-9]\d{5}$/.test(cleanPin);
  const { data } = deliveryApi.useGetDeliveryQuery(cleanPin, { skip: !valid });
  return valid && data?.pin === cleanPin ? data : undefined;
}

export function CodTotal({ total, pin }: CodTotalProps) {
  const t = useWords();
  const check = useCodCheck(pin);
  const fee = check?.cod.fee ?? 0;
  const cashTotal = total + fee;
  let problem: string | null = null;
  if (check && !check.serviceable) problem = check.message;
  else if (check && !check.cod.available) {
    problem = t('{reason}. Please pay online at checkout.', { reason: check.cod.reason ?? '' });
  } else if (check && cashTotal > check.cod.maxOrderValue) {
    problem = t('Cash on delivery is available for orders up to {amount}. Please pay online at checkout.', {
      amount: formatRupees(check.cod.maxOrderValue),
    });
  }
  return (
    <>
      <dl className="checkout-card">
        <div className="checkout-summary__row">
          <dt>{t('Order total')}</dt>
          <dd>{formatRupees(total)}</dd>
        </div>
        {check && (
          <div className="checkout-summary__row">
            <dt>{t('Cash on delivery fee')}</dt>
            <dd>{formatRupees(fee)}</dd>
          </div>
        )}
        <div className="checkout-summary__row checkout-summary__row--total">
          <dt>{t('Total (Cash on Delivery)')}</dt>
          <dd>{formatRupees(cashTotal)}</dd>
        </div>
      </dl>
      {!check && <p className="checkout-note">{t('Enter the PIN code to see the cash-on-delivery fee.')}</p>}
      {problem && (
        <p className="checkout-alert" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
