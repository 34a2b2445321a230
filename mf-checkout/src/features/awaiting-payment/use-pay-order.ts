import { useState } from 'react';
import { notify, selectUser, useAppSelector } from '@mitti/shared';
import { useCreatePaymentMutation } from './api/create-payment';
import { SIGN_IN_TO_ORDER } from '../../lib/sign-in-to-order';
import { PAYMENT_ORDER_FAILED, processOrderError, useHandOffToPayment } from './hand-off';
import { readAwaitingPayment } from './awaiting-storage';
import { useWords } from '../../words/words';

/** What an order paid again from My Orders was placed from, when this tab did not place it. */
export const PLACED_ELSEWHERE = 'orders';

/**
 * Pay now for an order already placed (Retry Payment, Pay now): POST /api/payment/create reuses the order, its
 * open payment link and its held items (or takes them again), never a second order; then the redirect page.
 * `userPhone` is a class booking's mobile when the order lacks one.
 */
export function usePayOrder() {
  const t = useWords();
  const user = useAppSelector(selectUser);
  const handOff = useHandOffToPayment();
  const [createPayment, { isLoading }] = useCreatePaymentMutation();
  const [error, setError] = useState<string | null>(null);

  const pay = async (orderId: string, userPhone = '') => {
    setError(null);
    let message: string | null;
    if (!user) message = t(SIGN_IN_TO_ORDER);
    else {
      try {
        const response = await createPayment({
          orderId,
          amount: 0,
          userId: user.uid,
          userName: user.displayName ?? '',
          userEmail: user.email ?? '',
          userPhone: userPhone || (user.phoneNumber ?? ''),
        }).unwrap();
        const awaiting = readAwaitingPayment();
        const placedFrom = awaiting?.orderId === orderId ? awaiting.placedFrom : PLACED_ELSEWHERE;
        message = handOff(response, orderId, PAYMENT_ORDER_FAILED, placedFrom);
      } catch (caught) {
        message = processOrderError(t, caught);
      }
    }
    if (message) {
      setError(message);
      notify.error(message);
    }
  };

  return { pay, isPaying: isLoading, error };
}
