import type { PaymentStatus } from '../../orders/order-row';

/** Why a Razorpay payment that is not paid failed, for the confirmation page (`confirmationUrl`'s `error`). */
export function failureOf(paymentStatus: PaymentStatus, failureCode: string | null): string {
  // A payment for items that sold out meanwhile is owed a refund: reported as the items being gone.
  return paymentStatus === 'refund_due' ? 'out_of_stock' : (failureCode ?? 'payment_failed');
}

/** SPEC 8 verification_failed: the callback's signature did not check out. */
export function verificationFailedUrl(shopUrl: string, orderId: string | null): string {
  const query = new URLSearchParams({ error: 'verification_failed' });
  if (orderId) query.set('order', orderId);
  return `${shopUrl}/payment/failed?${query.toString()}`;
}
