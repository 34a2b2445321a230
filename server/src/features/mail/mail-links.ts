/** Where a message's links go: the storefront's pages, and the API's newsletter pages (decision 040). */
export interface MailLinks {
  orders: string;
  contact: string;
  store: string;
  /** The checkout, ready to pay the order again (SPEC: Try Again goes to /checkout?order={order}). */
  retryPayment(orderId: string): string;
  newsletterConfirm(token: string): string;
  newsletterUnsubscribe(token: string): string;
}

export function mailLinks(shopUrl: string, publicApiUrl: string): MailLinks {
  const token = (path: string, value: string) => `${publicApiUrl}${path}?token=${encodeURIComponent(value)}`;
  return {
    orders: `${shopUrl}/orders`,
    contact: `${shopUrl}/contact`,
    store: `${shopUrl}/store`,
    retryPayment: (orderId) => `${shopUrl}/checkout?order=${encodeURIComponent(orderId)}`,
    newsletterConfirm: (value) => token('/newsletter/confirm', value),
    newsletterUnsubscribe: (value) => token('/newsletter/unsubscribe', value),
  };
}
