import { useCallback } from 'react';
import { cartRefreshRequested, useAppDispatch } from '@mitti/shared';
import { MONEY_TAKEN_STATUSES } from '@mitti/shared/orders';
import { forgetAwaitingPayment, readAwaitingPayment } from './awaiting-storage';

/**
 * The order was paid: it is no longer awaited, and the cart is read again from the account, where the payment
 * took its pieces out (decision 063; the cart stayed as it was until now, so coming back from the gateway
 * unpaid found it, issue 33). Pieces added in another tab meanwhile stay.
 */
export function useSettlePaidOrder() {
  const dispatch = useAppDispatch();
  return useCallback(
    (orderId: string, paymentStatus: string | null | undefined) => {
      const awaiting = readAwaitingPayment();
      if (!awaiting || awaiting.orderId !== orderId || !MONEY_TAKEN_STATUSES.includes(paymentStatus ?? '')) return;
      dispatch(cartRefreshRequested());
      forgetAwaitingPayment(orderId);
    },
    [dispatch],
  );
}
