import type { ShippingOptionId } from '../contracts/shipping-option-ids';
import type { PaymentMethod, ShippingAddress } from '../types';

export const GUEST_ORDERS_KEY = 'guestOrders';

/** An order a signed-out shopper placed; kept in this browser until the next sign-in merges it. */
export interface GuestOrder {
  guestOrderId: string;
  items: { id: string; name: string; price: number; quantity: number; type?: 'product' | 'workshop' }[];
  /** What the shopper saw; the server places the order at these prices and this total, or refuses it. */
  totalAmount: number;
  /**
   * How the shopper chose to pay at checkout (card / UPI, the only payment checkout offers); orders saved before
   * it was kept lack it and are placed as card / UPI too (issue 33: never silently as cash on delivery).
   */
  paymentMethod?: PaymentMethod;
  /** As chosen at checkout. */
  shippingOption?: ShippingOptionId;
  /** Where to deliver and whom to call; required since issue 19 (orders saved before may lack it). */
  shippingAddress?: ShippingAddress;
  notes?: string;
  /** The e-mail the shopper gave with the order. */
  guestEmail?: string;
  createdAt: string;
}

function isGuestOrder(value: unknown): value is GuestOrder {
  if (!value || typeof value !== 'object') return false;
  const order = value as Partial<GuestOrder>;
  return typeof order.guestOrderId === 'string' && Array.isArray(order.items) && order.items.length > 0;
}

export function readGuestOrders(storage: Storage = localStorage): GuestOrder[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(GUEST_ORDERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isGuestOrder) : [];
  } catch {
    return [];
  }
}

export function writeGuestOrders(orders: GuestOrder[], storage: Storage = localStorage): void {
  if (orders.length === 0) storage.removeItem(GUEST_ORDERS_KEY);
  else storage.setItem(GUEST_ORDERS_KEY, JSON.stringify(orders));
}

/** Saves a new guest order, with the address and contact it will be delivered to, and returns it. */
export function addGuestOrder(
  order: Omit<GuestOrder, 'guestOrderId' | 'createdAt' | 'shippingAddress' | 'guestEmail'> & {
    shippingAddress: ShippingAddress;
    guestEmail: string;
  },
  storage: Storage = localStorage,
): GuestOrder {
  const saved: GuestOrder = {
    ...order,
    guestOrderId: `guest-${crypto.randomUUID()}`,
    createdAt: new Date().toISOString(),
  };
  writeGuestOrders([...readGuestOrders(storage), saved], storage);
  return saved;
}

/** The orders the last sign-in placed from guest orders, for /orders to point out (this tab only). */
export const MERGED_GUEST_ORDERS_KEY = 'mergedGuestOrders';

/** Fired on window when a merge placed orders, so an open /orders page shows them at once. */
export const GUEST_ORDERS_MERGED_EVENT = 'mitti:guest-orders-merged';

export function rememberMergedGuestOrders(orderIds: string[], storage: Storage = sessionStorage): void {
  if (orderIds.length === 0) return;
  storage.setItem(MERGED_GUEST_ORDERS_KEY, JSON.stringify(orderIds));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(GUEST_ORDERS_MERGED_EVENT));
}

export function readMergedGuestOrders(storage: Storage = sessionStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(MERGED_GUEST_ORDERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
