import { usePageTitle, paths, type RemoteModules, useSearchParams } from '@mitti/shared';
import { paymentFailureCopy } from '@mitti/shared/payments';
import { PaymentPageLinks } from './components/payment-page-links';
import { useWords, type FailureWords } from '../../words/words';
import '../../components/checkout.css';

/** /payment/failed?error={code}&order={id}: what went wrong, what to do, and a way to try again. */
function PaymentFailedPage() {
  const t = useWords();
  const [params] = useSearchParams();
  const code = params.get('error');
  const order = params.get('order');
  const copy = paymentFailureCopy(code) as FailureWords;
  usePageTitle(t(copy.title));

  return (
    <div className="page" lang={t.lang}>
      <div className="checkout-card checkout-status">
        <span className="checkout-status__icon checkout-status__icon--failed" aria-hidden="true">
          ✕
        </span>
        <h1 className="page__title">{t(copy.title)}</h1>
        <p role="alert">{t(copy.message)}</p>
        <p>{t(copy.suggestion)}</p>
        <dl className="checkout-details">
          <dt>{t('Error type')}</dt>
          <dd>{t(copy.title)}</dd>
          {order && (
            <>
              <dt>{t('Order ID')}</dt>
              <dd>{order}</dd>
            </>
          )}
          {code && (
            <>
              <dt>{t('Error code')}</dt>
              <dd>{code}</dd>
            </>
          )}
        </dl>
        <PaymentPageLinks
          primary={{
            to: order ? `${paths.checkout()}?order=${encodeURIComponent(order)}` : paths.cart(),
            label: t('Try Again'),
          }}
          orders="View Orders"
          contact
        />
      </div>
    </div>
  );
}

export default PaymentFailedPage satisfies RemoteModules['checkout/PaymentFailedPage'];
