import { NO_RESPONSE_MESSAGE, paths, type ApiQueryError, type PaymentLinkResponse, useNavigate } from '@mitti/shared';
import { savePaymentInfo } from './stored-payment-info';
import { rememberAwaitingPayment } from './awaiting-storage';
import { useWords, type CheckoutWords } from '../../words/words';

export const INTENT_FAILED = 'Failed to create payment intent';
const NO_PAYMENT_LINK = 'Payment link not received from server';
export const PAYMENT_ORDER_FAILED = 'Failed to create payment order';

/**
 * 'Failed to process order: {server message | Server error: {status} | No response from server...}'; a class's
 * booking, placed here since Book Now no longer orders (decision 038), says the SPEC's 'Failed to book
 * workshop: {reason}'. In the page's words; the reason is the API's, in the page's language too (decision 117).
 */
export function processOrderError(t: CheckoutWords, error: unknown, booking = false): string {
  const reason =
    error && typeof error === 'object' && 'message' in error && typeof (error as ApiQueryError).message === 'string'
      ? (error as ApiQueryError).message
      : NO_RESPONSE_MESSAGE;
  return t(booking ? 'Failed to book workshop: {reason}' : 'Failed to process order: {reason}', { reason });
}

/**
 * Checks the gateway's answer and hands over to /payment/redirect; returns an error message otherwise, in the
 * page's words (the API's own message is in the page's language already, decision 117). The
 * order is remembered as awaiting payment (`placedFrom`: what it was placed from), so coming back from the
 * gateway unpaid finds it (issue 33).
 */
export function useHandOffToPayment() {
  const t = useWords();
  const navigate = useNavigate();
  return (
    response: PaymentLinkResponse,
    fallbackOrderId: string,
    failedMessage: typeof INTENT_FAILED | typeof PAYMENT_ORDER_FAILED,
    placedFrom: string,
  ): string | null => {
    if (response.success === false) return response.message || t(failedMessage);
    if (!response.paymentLink) return t(NO_PAYMENT_LINK);
    const orderId = response.orderId ?? fallbackOrderId;
    savePaymentInfo({
      orderId,
      amount: response.amount ?? 0,
      paymentLink: response.paymentLink,
      orderNumber: response.orderNumber,
      heldUntil: response.heldUntil ?? null,
    });
    rememberAwaitingPayment({ orderId, orderNumber: response.orderNumber ?? '', placedFrom });
    navigate(paths.paymentRedirect());
    return null;
  };
}
