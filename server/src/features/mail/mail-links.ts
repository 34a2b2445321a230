import type { Language } from '@mitti/shared/i18n';
import { shopPage } from '../../lib/shop-page';

/**
 * Where a message's links go: the storefront's pages in the message's language (`/hi/orders` in a Hindi one,
 * decision 106), and the API's newsletter pages (decision 040).
 */
export interface MailLinks {
  orders: string;
  contact: string;
  store: string;
  /** The checkout, ready to pay the order again (SPEC: Try Again goes to /checkout?order={order}). */
  retryPayment(orderId: string): string;
  newsletterConfirm(token: string): string;
  newsletterUnsubscribe(token: string): string;
}

export function mailLinks(shopUrl: string, publicApiUrl: string, language: Language = 'en'): MailLinks {
  const page = (path: string) => shopPage(shopUrl, path, language);
  const token = (path: string, value: string) => `${publicApiUrl}${path}?token=${encodeURIComponent(value)}`;
  return {
    orders: page('/orders'),
    contact: page('/contact'),
    store: page('/store'),
    retryPayment: (orderId) => `${page('/checkout')}?order=${encodeURIComponent(orderId)}`,
    newsletterConfirm: (value) => token('/newsletter/confirm', value),
    newsletterUnsubscribe: (value) => token('/newsletter/unsubscribe', value),
  };
}
