import { useState } from 'react';
import type { AddressFields } from '@mitti/shared/address';
import {
  cartCleared,
  notify,
  selectCartItems,
  selectUser,
  useAppDispatch,
  useAppSelector,
  paths,
  type ApiQueryError,
  useNavigate,
} from '@mitti/shared';
import { CASH_ON_DELIVERY } from '@mitti/shared/orders';
import { SIGN_IN_TO_ORDER } from '../../lib/sign-in-to-order';
import { useCreateOrderMutation } from '../checkout/api/create-order';
import { useWords } from '../../words/words';

export const ORDER_FAILED = 'Failed to place order. Please try again.';
export const ORDER_ERROR = 'An error occurred while placing your order.';

const isApiError = (error: unknown): error is ApiQueryError =>
  !!error && typeof error === 'object' && 'status' in error && 'message' in error;

/**
 * Quick Order: cash on delivery (the server adds its fee and keeps it pending until the studio confirms it by
 * phone, decision 026); the shopper then sees their orders. Nothing is placed
 * until the shopper has confirmed where it goes: `requestQuickOrder` opens the confirmation (signed in
 * only), `placeQuickOrder` sends the confirmed address, `cancelQuickOrder` closes it placing nothing.
 */
export function useQuickOrder() {
  const t = useWords();
  const user = useAppSelector(selectUser);
  const items = useAppSelector(selectCartItems);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  const [error, setError] = useState<{ message: string; detail?: string } | null>(null);
  const [confirming, setConfirming] = useState(false);

  const requestQuickOrder = () => {
    setError(null);
    if (!user) {
      const message = t(SIGN_IN_TO_ORDER);
      setError({ message });
      notify.error(message);
      return;
    }
    setConfirming(true);
  };

  const cancelQuickOrder = () => {
    setError(null);
    setConfirming(false);
  };

  /**
   * `address` as the dialog confirmed it: checked and normalised by the shared delivery rules; `cashTotal` the
   * total it showed, fee included, at which the order is placed or refused (decision 038).
   */
  const placeQuickOrder = async (address: AddressFields, cashTotal?: number) => {
    setError(null);
    if (!user) return;
    try {
      await createOrder({
        items: items.map(({ id, price, quantity }) => ({ id, price, quantity, type: 'product' })),
        ...(cashTotal !== undefined ? { totalAmount: cashTotal } : {}),
        paymentMethod: CASH_ON_DELIVERY,
        shippingAddress: address,
      }).unwrap();
      setConfirming(false);
      dispatch(cartCleared());
      notify.success(t('Order placed successfully!'));
      navigate(paths.orders());
    } catch (caught) {
      const failure =
        isApiError(caught) && caught.status !== null
          ? { message: t(ORDER_FAILED), detail: caught.message }
          : { message: t(ORDER_ERROR) };
      setError(failure);
      notify.error(failure.message);
    }
  };

  return { requestQuickOrder, placeQuickOrder, cancelQuickOrder, confirming, isPlacing: isLoading, error };
}
