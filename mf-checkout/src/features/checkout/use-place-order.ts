import { useState } from 'react';
import {
  cartCleared,
  checkoutTotals,
  notify,
  selectUser,
  useAppDispatch,
  useAppSelector,
  NO_RESPONSE_MESSAGE,
  type ApiQueryError,
  type CheckoutForm,
  useNavigate,
} from '@mitti/shared';
import { normalizeAddress, normalizePhone } from '@mitti/shared/address';
import type { ShippingOptionId } from '@mitti/shared/delivery';
import { savePaymentInfo } from '../payment/lib/stored-payment-info';
import { useCreatePaymentIntentMutation } from './api/create-payment-intent';
import { useCreatePaymentMutation } from './api/create-payment';
import type { PaymentLinkResponse } from './api/payment-link-response';
import type { CheckoutLine } from './components/checkout-items-preview';
import { SAVED_INFO_KEY } from './lib/checkout-form';

export const LOGIN_TO_ORDER = 'Please login to place an order';
export const INTENT_FAILED = 'Failed to create payment intent';
export const NO_PAYMENT_LINK = 'Payment link not received from server';

/** 'Failed to process order: {server message | Server error: {status} | No response from server...}' */
export function processOrderError(error: unknown): string {
  const message =
    error && typeof error === 'object' && 'message' in error && typeof (error as ApiQueryError).message === 'string'
      ? (error as ApiQueryError).message
      : NO_RESPONSE_MESSAGE;
  return `Failed to process order: ${message}`;
}

/** Checks the gateway's answer and hands over to /payment/redirect; returns an error message otherwise. */
export function useHandOffToPayment() {
  const navigate = useNavigate();
  return (response: PaymentLinkResponse, fallbackOrderId: string, failedMessage: string): string | null => {
    if (response.success === false) return response.message || failedMessage;
    if (!response.paymentLink) return NO_PAYMENT_LINK;
    savePaymentInfo({
      orderId: response.orderId ?? fallbackOrderId,
      amount: response.amount ?? 0,
      paymentLink: response.paymentLink,
    });
    navigate('/payment/redirect');
    return null;
  };
}

export const PAYMENT_ORDER_FAILED = 'Failed to create payment order';

/**
 * Creates the order with its payment link (create-intent), clears the cart and goes to the redirect page.
 * A workshop booking arrives with its order already created (and its seat held): then only a payment link
 * for that order is asked for, so one booking never holds two seats.
 */
export function usePlaceOrder(lines: readonly CheckoutLine[], fromCart: boolean, bookedOrderId: string | null = null) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const handOff = useHandOffToPayment();
  const [createIntent, { isLoading: isCreatingIntent }] = useCreatePaymentIntentMutation();
  const [createPayment, { isLoading: isCreatingPayment }] = useCreatePaymentMutation();
  const isLoading = isCreatingIntent || isCreatingPayment;
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    notify.error(message);
  };

  const placeOrder = async (form: CheckoutForm, shippingOption: ShippingOptionId = 'standard') => {
    setError(null);
    if (!user) return fail(LOGIN_TO_ORDER);
    const phone = normalizePhone(form.phone);
    const userName = `${form.firstName} ${form.lastName}`.trim();
    const totals = checkoutTotals(lines, shippingOption);
    const workshopOnly = lines.every((line) => line.type === 'workshop');
    if (form.saveInfo) localStorage.setItem(SAVED_INFO_KEY, JSON.stringify({ ...form, saveInfo: undefined }));
    else localStorage.removeItem(SAVED_INFO_KEY);
    if (bookedOrderId) {
      try {
        const response = await createPayment({
          orderId: bookedOrderId,
          amount: totals.total,
          userId: user.uid,
          userName,
          userEmail: form.email.trim(),
          userPhone: phone,
        }).unwrap();
        const handOffError = handOff(response, bookedOrderId, PAYMENT_ORDER_FAILED);
        if (handOffError) fail(handOffError);
      } catch (caught) {
        fail(processOrderError(caught));
      }
      return;
    }
    try {
      const response = await createIntent({
        orderData: {
          userId: user.uid,
          userEmail: form.email.trim(),
          userName,
          items: lines.map(({ id, name, price, quantity, type }) => ({ id, name, price, quantity, type })),
          totalAmount: totals.total,
          orderStatus: 'pending',
          paymentMethod: 'online',
          paymentStatus: 'pending',
          orderType: workshopOnly ? 'workshop' : 'product',
          // A class is not shipped: the studio reaches the shopper on the contact mobile instead.
          ...(workshopOnly ? { contactPhone: phone } : { shippingAddress: normalizeAddress(form), shippingOption }),
        },
        paymentData: {
          amount: totals.total,
          userId: user.uid,
          userName,
          userEmail: form.email.trim(),
          userPhone: phone,
        },
      }).unwrap();
      const handOffError = handOff(response, response.orderId ?? '', INTENT_FAILED);
      if (handOffError) return fail(handOffError);
      if (fromCart) dispatch(cartCleared());
    } catch (caught) {
      fail(processOrderError(caught));
    }
  };

  return { placeOrder, isPlacing: isLoading, error };
}
