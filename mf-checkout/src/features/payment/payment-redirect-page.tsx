import { useEffect, useState } from 'react';
import { formatRupees, usePageTitle, type RemoteModules, useNavigate } from '@mitti/shared';
import { browserLocation } from './lib/browser-location';
import { clearPaymentInfo, readPaymentInfo } from './lib/stored-payment-info';
import '../../components/checkout.css';

export const COUNTDOWN_SECONDS = 5;
const MISSING = 'No payment information found. Please return to checkout.';
const INVALID = 'Invalid payment information. Please return to checkout.';

/** Shows what is about to be paid, counts down 5 seconds, then leaves for the gateway's page. */
function PaymentRedirectPage() {
  usePageTitle('Redirecting to Payment');
  const navigate = useNavigate();
  const [stored] = useState(readPaymentInfo);
  const [secondsLeft, setSecondsLeft] = useState(COUNTDOWN_SECONDS);
  const link = stored.state === 'ready' ? stored.info.paymentLink : null;

  useEffect(() => {
    if (!link) return;
    if (secondsLeft <= 0) {
      clearPaymentInfo();
      browserLocation.assign(link);
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [link, secondsLeft]);

  const backToCheckout = () => {
    clearPaymentInfo();
    navigate('/checkout');
  };

  if (stored.state !== 'ready') {
    return (
      <div className="page">
        <div className="checkout-card checkout-status">
          <h1 className="page__title">Payment Information Missing</h1>
          <p role="alert">{stored.state === 'missing' ? MISSING : INVALID}</p>
          <button type="button" className="button button--primary" onClick={backToCheckout}>
            Return to Checkout
          </button>
        </div>
      </div>
    );
  }

  const { info } = stored;
  return (
    <div className="page">
      <div className="checkout-card checkout-status">
        <h1 className="page__title">Redirecting to Payment</h1>
        <dl className="checkout-details">
          <dt>Order ID</dt>
          <dd>{info.orderId}</dd>
          <dt>Amount</dt>
          <dd>{formatRupees(info.amount)}</dd>
          <dt>Payment gateway</dt>
          <dd>Secure card / UPI payment provider</dd>
        </dl>
        <p aria-live="polite">
          Redirecting in <span className="checkout-countdown">{Math.max(secondsLeft, 0)}</span> seconds...
        </p>
        <div className="checkout-actions checkout-actions--center">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              clearPaymentInfo();
              browserLocation.assign(info.paymentLink);
            }}
          >
            Proceed to Payment Now
          </button>
          <button type="button" className="button button--ghost" onClick={backToCheckout}>
            Return to Checkout
          </button>
        </div>
      </div>
    </div>
  );
}

export default PaymentRedirectPage satisfies RemoteModules['checkout/PaymentRedirectPage'];
