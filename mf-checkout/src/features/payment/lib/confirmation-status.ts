import type { CheckoutText } from '../../../words/words';

export type ConfirmationKind = 'success' | 'failed' | 'cancelled' | 'pending';

export interface ConfirmationCopy {
  kind: ConfirmationKind;
  /** In English, the page's words say them (`t(copy.title)`). */
  title: CheckoutText;
  text: CheckoutText;
  /** SPEC's suggestion after a failure's message. */
  more?: CheckoutText;
}

/** A payment that was not made, failed or cancelled: the page offers to pay for the order again. */
export const offersRetry = (kind: ConfirmationKind) => kind === 'failed' || kind === 'cancelled';

/**
 * SPEC section 2: success or paid -> successful; failed -> failed; anything else -> pending. A payment the
 * shopper cancelled at the gateway is not a failure (decision 072): it says so, and offers to pay again.
 */
export function confirmationStatus(status: string | null | undefined): ConfirmationCopy {
  const value = (status ?? 'pending').toLowerCase();
  if (value === 'success' || value === 'paid') {
    return {
      kind: 'success',
      title: 'Payment Successful!',
      text: 'Thank you! Your payment was received and your order is being prepared.',
    };
  }
  if (value === 'cancelled') {
    return {
      kind: 'cancelled',
      title: 'Payment Cancelled',
      text: 'You cancelled the payment, so nothing was charged. Your order is saved: you can pay for it again.',
    };
  }
  if (value === 'failed') {
    return {
      kind: 'failed',
      title: 'Payment Failed',
      text: 'Your payment was not completed. No money was taken for this attempt; you can retry the payment.',
    };
  }
  return {
    kind: 'pending',
    title: 'Payment Pending',
    text: 'We are waiting for the payment provider to confirm your payment. This can take a few minutes.',
  };
}
