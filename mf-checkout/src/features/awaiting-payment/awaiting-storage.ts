/**
 * Where the order this tab sent to the gateway is remembered until it is paid (sessionStorage), apart from the
 * SPEC's stored payment info, which the redirect page clears as it leaves for the gateway.
 */
/**
 * The order this tab sent to the gateway and has not seen paid (issue 33): back from the gateway, the
 * redirect page, the cart and checkout say it is waiting for payment, with Pay now, and the cart stays as it
 * was until it is paid. `placedFrom` says what it was placed from: the cart, a class's booking, or an order
 * paid again from My Orders; placing again from the same place replaces it (decision 038).
 */
export interface AwaitingPayment {
  orderId: string;
  orderNumber: string;
  placedFrom: string;
}

export const AWAITING_PAYMENT_KEY = 'awaitingPayment';
export const PLACED_FROM_CART = 'cart';
export const placedFromBooking = (workshopId: string) => `workshop:${workshopId}`;

export function rememberAwaitingPayment(awaiting: AwaitingPayment): void {
  sessionStorage.setItem(AWAITING_PAYMENT_KEY, JSON.stringify(awaiting));
}

export function readAwaitingPayment(): AwaitingPayment | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(AWAITING_PAYMENT_KEY) ?? 'null') as Partial<AwaitingPayment> | null;
    return value && typeof value.orderId === 'string' && typeof value.placedFrom === 'string'
      ? { orderId: value.orderId, orderNumber: String(value.orderNumber ?? ''), placedFrom: value.placedFrom }
      : null;
  } catch {
    return null;
  }
}

export function forgetAwaitingPayment(orderId?: string): void {
  if (orderId && readAwaitingPayment()?.orderId !== orderId) return;
  sessionStorage.removeItem(AWAITING_PAYMENT_KEY);
}
