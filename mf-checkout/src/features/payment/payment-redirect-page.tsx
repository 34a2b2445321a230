import { useEffect, useState } from 'react';
import { formatRupees, usePageTitle, paths, type RemoteModules, useLocation, useNavigate } from '@mitti/shared';
import { formatDeadline } from '@mitti/shared/dates';
import { lazy, Suspense, type ReactNode } from 'react';
import { useRememberedAwaiting } from '../awaiting-payment/remembered-awaiting';
import { browserLocation } from './lib/browser-location';
import { clearPaymentInfo, readPaymentInfo } from '../awaiting-payment/stored-payment-info';
import { useWords } from '../../words/words';
import '../../components/checkout.css';

export const COUNTDOWN_SECONDS = 5;
const MISSING = 'No payment information found. Please return to checkout.';
const INVALID = 'Invalid payment information. Please return to checkout.';

// Only a shopper back from the gateway unpaid sees it: loaded then, not with every redirect.
const AwaitedOrder = lazy(() => import('./awaited-order'));

/** Shows what is about to be paid, counts down 5 seconds, then leaves for the gateway's page. */
function RedirectToPayment() {
  const t = useWords();
  const navigate = useNavigate();
  const [stored, setStored] = useState(readPaymentInfo);
  const [secondsLeft, setSecondsLeft] = useState(COUNTDOWN_SECONDS);
  const awaited = useRememberedAwaiting();
  usePageTitle(t('Redirecting to Payment'));
  const link = stored.state === 'ready' ? stored.info.paymentLink : null;

  // Back from the gateway the browser may show this page from its history cache as it was left: read again.
  useEffect(() => {
    const reread = () => setStored(readPaymentInfo());
    window.addEventListener('pageshow', reread);
    return () => window.removeEventListener('pageshow', reread);
  }, []);

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
    navigate(paths.checkout());
  };

  if (stored.state !== 'ready') {
    const missing: ReactNode = (
      <div className="page" lang={t.lang}>
        <div className="checkout-card checkout-status">
          <h1 className="page__title">{t('Payment Information Missing')}</h1>
          <p role="alert">{t(stored.state === 'missing' ? MISSING : INVALID)}</p>
          <button type="button" className="button button--primary" onClick={backToCheckout}>
            {t('Return to Checkout')}
          </button>
        </div>
      </div>
    );
    // Back from the gateway (its stored payment was used): the order it was for says where it stands.
    if (!awaited) return missing;
    const checking = (
      <div className="page" lang={t.lang}>
        <p className="page-status" role="status">
          {t('Checking your order...')}
        </p>
      </div>
    );
    return (
      <Suspense fallback={checking}>
        <AwaitedOrder missing={missing} checking={checking} />
      </Suspense>
    );
  }

  const { info } = stored;
  // The countdown is its own element in any language's sentence: the words on either side of its place.
  const [before, after] = t('Redirecting in {seconds} seconds...', { seconds: '\0' }).split('\0');
  return (
    <div className="page" lang={t.lang}>
      <div className="checkout-card checkout-status">
        <h1 className="page__title">{t('Redirecting to Payment')}</h1>
        <dl className="checkout-details">
          <dt>{t('Order Number')}</dt>
          <dd>{info.orderNumber ?? info.orderId}</dd>
          <dt>{t('Amount')}</dt>
          <dd>{formatRupees(info.amount)}</dd>
          {info.heldUntil && (
            <>
              <dt>{t('Held until')}</dt>
              <dd data-testid="held-until">{formatDeadline(info.heldUntil)}</dd>
            </>
          )}
          <dt>{t('Payment gateway')}</dt>
          <dd>{t('Secure card / UPI payment provider')}</dd>
        </dl>
        {info.heldUntil && (
          <p className="checkout-note">
            {t('What you ordered is held for you until {time}; unpaid by then, it is released.', {
              time: formatDeadline(info.heldUntil),
            })}
          </p>
        )}
        <p aria-live="polite">
          {before}
          <span className="checkout-countdown">{Math.max(secondsLeft, 0)}</span>
          {after}
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
            {t('Proceed to Payment Now')}
          </button>
          <button type="button" className="button button--ghost" onClick={backToCheckout}>
            {t('Return to Checkout')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Each visit reads the stored payment afresh: Pay now on this page stores a new one and comes here again. */
function PaymentRedirectPage() {
  const { key } = useLocation();
  return <RedirectToPayment key={key} />;
}

export default PaymentRedirectPage satisfies RemoteModules['checkout/PaymentRedirectPage'];
