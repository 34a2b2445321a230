import type { StoredPaymentInfo } from '@mitti/shared';

export const PAYMENT_INFO_KEY = 'paymentInfo';

export type StoredPaymentRead =
  { state: 'missing' } | { state: 'invalid' } | { state: 'ready'; info: StoredPaymentInfo };

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const optionalText = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Kept in sessionStorage between checkout and /payment/redirect (SPEC: stored payment info). */
export function savePaymentInfo(info: StoredPaymentInfo): void {
  sessionStorage.setItem(PAYMENT_INFO_KEY, JSON.stringify(info));
}

export function clearPaymentInfo(): void {
  sessionStorage.removeItem(PAYMENT_INFO_KEY);
}

export function readPaymentInfo(): StoredPaymentRead {
  const raw = sessionStorage.getItem(PAYMENT_INFO_KEY);
  if (!raw) return { state: 'missing' };
  try {
    const value = JSON.parse(raw) as Partial<StoredPaymentInfo>;
    if (
      typeof value.orderId === 'string' &&
      value.orderId &&
      typeof value.amount === 'number' &&
      isHttpUrl(value.paymentLink)
    ) {
      return {
        state: 'ready',
        info: {
          orderId: value.orderId,
          amount: value.amount,
          paymentLink: value.paymentLink,
          orderNumber: optionalText(value.orderNumber),
          heldUntil: optionalText(value.heldUntil) ?? null,
        },
      };
    }
  } catch {
    // Falls through: unreadable info is invalid.
  }
  return { state: 'invalid' };
}
