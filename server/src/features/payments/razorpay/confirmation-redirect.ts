import type { Language } from '@mitti/shared/i18n';
import type { PaymentStatus } from '../../orders/order-row';
import { shopPage } from '../../mail/mail-links';

/**
 * `${shopUrl}/payment/confirmation?order_id=…&status=success|failed|cancelled|pending[&error=…]`, the page in the
 * language the order was placed in (`/hi/payment/confirmation`).
 */
export function confirmationUrl(
  shopUrl: string,
  orderId: string,
  paymentStatus: PaymentStatus,
  failureCode: string | null,
  language: Language = 'en',
): string {
  const query = new URLSearchParams({ order_id: orderId });
  if (paymentStatus === 'paid') query.set('status', 'success');
  else if (paymentStatus === 'cancelled') query.set('status', 'cancelled');
  else if (paymentStatus === 'pending') query.set('status', 'pending');
  else {
    query.set('status', 'failed');
    // A payment for items that sold out meanwhile is owed a refund: reported as the items being gone.
    query.set('error', paymentStatus === 'refund_due' ? 'out_of_stock' : (failureCode ?? 'payment_failed'));
  }
  return `${shopPage(shopUrl, '/payment/confirmation', language)}?${query.toString()}`;
}

/** SPEC 8 verification_failed: the callback's signature did not check out. */
export function verificationFailedUrl(shopUrl: string, orderId: string | null): string {
  const query = new URLSearchParams({ error: 'verification_failed' });
  if (orderId) query.set('order', orderId);
  return `${shopUrl}/payment/failed?${query.toString()}`;
}
