import type { ApiQueryError } from '@mitti/shared';
import { paymentFailureCopy } from '@mitti/shared/payments';
import type { FailureWords } from '../../../words/words';
import { confirmationStatus, type ConfirmationCopy } from './confirmation-status';

/** While the shop is asked how the payment stands. */
export const CHECKING_COPY: ConfirmationCopy = {
  kind: 'pending',
  title: 'Checking Your Payment',
  text: 'One moment while we check your payment with the shop.',
};

const failureAsCopy = (code: 'order_not_found' | 'verification_failed'): ConfirmationCopy => {
  const failure = paymentFailureCopy(code) as FailureWords;
  return { kind: 'failed', title: failure.title, text: failure.message, more: failure.suggestion };
};

/**
 * What a payment page says, from the shop's own record of the order, never from the address alone (issue 33:
 * "Payment Successful!" stood above "Payment Status cancelled", and above "Order not found" for a made-up
 * order): the order's payment status once read (SPEC section 2's wording for it); "Order Not Found" when the
 * shop has no such order or none is named; "Payment Verification Failed" when the shop could not be asked.
 */
export function verifiedCopy(read: {
  paymentStatus: string | null | undefined;
  loading: boolean;
  error: unknown;
  hasOrder: boolean;
}): ConfirmationCopy {
  if (!read.hasOrder) return failureAsCopy('order_not_found');
  if (read.loading) return CHECKING_COPY;
  if (read.error) {
    return (read.error as ApiQueryError).status === 404
      ? failureAsCopy('order_not_found')
      : failureAsCopy('verification_failed');
  }
  return confirmationStatus(read.paymentStatus);
}
