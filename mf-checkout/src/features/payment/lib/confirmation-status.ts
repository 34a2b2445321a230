export type ConfirmationKind = 'success' | 'failed' | 'pending';

export interface ConfirmationCopy {
  kind: ConfirmationKind;
  title: string;
  text: string;
}

/** SPEC section 2: success or paid -> successful; failed or cancelled -> failed; anything else -> pending. */
export function confirmationStatus(status: string | null | undefined): ConfirmationCopy {
  const value = (status ?? 'pending').toLowerCase();
  if (value === 'success' || value === 'paid') {
    return {
      kind: 'success',
      title: 'Payment Successful!',
      text: 'Thank you! Your payment was received and your order is being prepared.',
    };
  }
  if (value === 'failed' || value === 'cancelled') {
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
