import { usePageTitle, paths, type RemoteModules, useSearchParams } from '@mitti/shared';
import { paymentFailureCopy } from '@mitti/shared/payments';
import { PaymentPageLinks } from './components/payment-page-links';
import '../../components/checkout.css';

/** /payment/failed?error={code}&order={id}: what went wrong, what to do, and a way to try again. */
function PaymentFailedPage() {
  const [params] = useSearchParams();
  const code = params.get('error');
  const order = params.get('order');
  const copy = paymentFailureCopy(code);
  usePageTitle(copy.title);

  return (
    <div className="page">
      <div className="checkout-card checkout-status">
        <span className="checkout-status__icon checkout-status__icon--failed" aria-hidden="true">
          ✕
        </span>
        <h1 className="page__title">{copy.title}</h1>
        <p role="alert">{copy.message}</p>
        <p>{copy.suggestion}</p>
        <dl className="checkout-details">
          <dt>Error type</dt>
          <dd>{copy.title}</dd>
          {order && (
            <>
              <dt>Order ID</dt>
              <dd>{order}</dd>
            </>
          )}
          {code && (
            <>
              <dt>Error code</dt>
              <dd>{code}</dd>
            </>
          )}
        </dl>
        <PaymentPageLinks
          primary={{
            to: order ? `${paths.checkout()}?order=${encodeURIComponent(order)}` : paths.cart(),
            label: 'Try Again',
          }}
          orders="View Orders"
          contact
        />
      </div>
    </div>
  );
}

export default PaymentFailedPage satisfies RemoteModules['checkout/PaymentFailedPage'];
