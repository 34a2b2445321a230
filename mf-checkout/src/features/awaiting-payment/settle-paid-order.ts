import { useCallback } from 'react';
import { cartCleared, MONEY_TAKEN_STATUSES, useAppDispatch } from '@mitti/shared';
import { forgetAwaitingPayment, PLACED_FROM_CART, readAwaitingPayment } from './awaiting-storage';

/**
 * The order was paid: the cart it was placed from is emptied (it stayed as it was until now, so coming back
 * from the gateway unpaid found it, issue 33) and the order is no longer awaited.
 */
export function useSettlePaidOrder() {
  const dispatch = useAppDispatch();
  return useCallback(
    (orderId: string, paymentStatus: string | null | undefined) => {
      const awaiting = readAwaitingPayment();
      if (!awaiting || awaiting.orderId !== orderId || !MONEY_TAKEN_STATUSES.includes(paymentStatus ?? '')) return;
      if (awaiting.placedFrom === PLACED_FROM_CART) dispatch(cartCleared());
      forgetAwaitingPayment(orderId);
    },
    [dispatch],
  );
}
