import { useState } from 'react';
import { notify, selectUser, useAppSelector, Link } from '@mitti/shared';
import { useCreatePaymentMutation } from '../api/create-payment';
import { LOGIN_TO_ORDER, PAYMENT_ORDER_FAILED, processOrderError, useHandOffToPayment } from '../use-place-order';

/** /checkout?orderId=… (Retry Payment): a new payment link for an existing unpaid order. */
export function RetryPaymentPanel({ orderId }: { orderId: string }) {
  const user = useAppSelector(selectUser);
  const handOff = useHandOffToPayment();
  const [createPayment, { isLoading }] = useCreatePaymentMutation();
  const [error, setError] = useState<string | null>(null);

  const retry = async () => {
    setError(null);
    let message: string | null;
    if (!user) message = LOGIN_TO_ORDER;
    else {
      try {
        const response = await createPayment({
          orderId,
          amount: 0,
          userId: user.uid,
          userName: user.displayName ?? '',
          userEmail: user.email ?? '',
          userPhone: user.phoneNumber ?? '',
        }).unwrap();
        message = handOff(response, orderId, PAYMENT_ORDER_FAILED);
      } catch (caught) {
        message = processOrderError(caught);
      }
    }
    if (message) {
      setError(message);
      notify.error(message);
    }
  };

  return (
    <section className="checkout-card" aria-labelledby="checkout-retry-title">
      <h2 id="checkout-retry-title" className="checkout-card__title">
        Retry Payment
      </h2>
      <p>Your order is saved. Pay for it again with a new secure payment link.</p>
      <p className="checkout-note">Order ID: {orderId}</p>
      {error && (
        <p className="checkout-alert" role="alert">
          {error}
        </p>
      )}
      <div className="checkout-actions">
        <button type="button" className="button button--primary" onClick={retry} disabled={isLoading}>
          {isLoading ? 'Preparing Payment...' : 'Pay Now'}
        </button>
        <Link className="button button--ghost" to="/orders">
          View My Orders
        </Link>
      </div>
    </section>
  );
}
