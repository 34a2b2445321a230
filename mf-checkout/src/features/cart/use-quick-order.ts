import { useState } from 'react';
import {
  cartCleared,
  notify,
  selectCartItems,
  selectUser,
  useAppDispatch,
  useAppSelector,
  type ApiQueryError,
  useNavigate,
} from '@mitti/shared';
import { useCreateOrderMutation } from './api/create-order';
import { orderTotals } from './lib/order-totals';

export const SIGN_IN_TO_ORDER = 'Please sign in to place an order';
export const ORDER_FAILED = 'Failed to place order. Please try again.';
export const ORDER_ERROR = 'An error occurred while placing your order.';

const isApiError = (error: unknown): error is ApiQueryError =>
  !!error && typeof error === 'object' && 'status' in error && 'message' in error;

/** Quick Order: cash on delivery, sent as Confirmed; the shopper then sees their orders. */
export function useQuickOrder() {
  const user = useAppSelector(selectUser);
  const items = useAppSelector(selectCartItems);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [createOrder, { isLoading }] = useCreateOrderMutation();
  const [error, setError] = useState<{ message: string; detail?: string } | null>(null);

  const placeQuickOrder = async () => {
    setError(null);
    if (!user) {
      setError({ message: SIGN_IN_TO_ORDER });
      notify.error(SIGN_IN_TO_ORDER);
      return;
    }
    const totals = orderTotals(items);
    try {
      await createOrder({
        userId: user.uid,
        userEmail: user.email,
        userName: user.displayName,
        items: items.map(({ id, name, price, quantity }) => ({ id, name, price, quantity, type: 'product' })),
        subtotal: totals.subtotal,
        shipping: totals.shipping,
        totalAmount: totals.total,
        status: 'Confirmed',
        paymentMethod: 'Cash on Delivery',
      }).unwrap();
      dispatch(cartCleared());
      notify.success('Order placed successfully!');
      navigate('/orders');
    } catch (caught) {
      const failure =
        isApiError(caught) && caught.status !== null
          ? { message: ORDER_FAILED, detail: caught.message }
          : { message: ORDER_ERROR };
      setError(failure);
      notify.error(failure.message);
    }
  };

  return { placeQuickOrder, isPlacing: isLoading, error };
}
