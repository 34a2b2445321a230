import type { ShippingAddress } from '../types';

export const GUEST_ORDERS_KEY = 'guestOrders';

/** An order a signed-out shopper placed; kept in this browser until the next sign-in merges it. */
export interface GuestOrder {
  guestOrderId: string;
  items: { id: string; name: string; price: number; quantity: number; type?: 'product' | 'workshop' }[];
  /** What the shopper saw; the server prices the order again at merge time. */
  totalAmount: number;
  shippingAddress?: ShippingAddress;
  notes?: string;
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

/** Saves a new guest order and returns it. */
export function addGuestOrder(
  order: Omit<GuestOrder, 'guestOrderId' | 'createdAt'>,
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
