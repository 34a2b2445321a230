import { useEffect } from 'react';
import { skipToken } from '@mitti/shared';
import { isPayableOnline, MONEY_TAKEN_STATUSES } from '@mitti/shared/orders';
import { useGetPublicOrderQuery, type PublicOrder } from '../../lib/public-order';
import { forgetAwaitingPayment } from './awaiting-storage';
import { useRememberedAwaiting } from './remembered-awaiting';
import { useSettlePaidOrder } from './settle-paid-order';

/**
 * The order this tab placed and sent to the gateway, while it still waits for payment (issue 33): back from
 * the gateway, the redirect page, the cart and checkout say so and offer Pay now. Read from the shop each
 * time: once paid the cart is emptied; once it can no longer be paid (cancelled, replaced) it is forgotten.
 */
export function useAwaitingPayment(placedFrom?: string): {
  order: PublicOrder | null;
  /** What it was placed from (the cart, a class's booking). */
  placedFrom: string | null;
  /** An awaited order is being read from the shop. */
  checking: boolean;
} {
  const remembered = useRememberedAwaiting(placedFrom);
  const { data: order } = useGetPublicOrderQuery(remembered?.orderId ?? skipToken, { refetchOnMountOrArgChange: true });
  const settle = useSettlePaidOrder();
  const current = order && remembered && order.id === remembered.orderId ? order : null;
  const payable = !!current && isPayableOnline(current.orderStatus, current.paymentStatus);

  useEffect(() => {
    if (!current) return;
    if (MONEY_TAKEN_STATUSES.includes(current.paymentStatus)) settle(current.id, current.paymentStatus);
    else if (!payable) forgetAwaitingPayment(current.id);
  }, [current, payable, settle]);

  return {
    order: payable ? current : null,
    placedFrom: remembered?.placedFrom ?? null,
    checking: !!remembered && !current,
  };
}
