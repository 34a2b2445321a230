import type { Queryable } from '../../db/database';
import type { AuthUser } from '../../auth/token-verifier';
import { HttpError } from '../../lib/http-error';
import type { ImageUrlBuilder } from '../../lib/image-url';
import { priceAndTakeStock, type RequestedItem } from './order-pricing';
import { orderDelivery } from './order-delivery';
import { findGuestOrder, insertOrder } from './order-repository';
import {
  PAYMENT_METHOD_COD,
  PAYMENT_METHOD_ONLINE,
  type OrderRow,
  type OrderStatus,
  type ShippingAddressRecord,
} from './order-row';
import { expireReservations, RESERVATION_MINUTES } from './order-stock';

/** What a client may say about a new order; everything else (prices, totals, status, user) is the server's. */
export interface OrderRequest {
  items: RequestedItem[];
  shippingAddress?: Partial<ShippingAddressRecord> | undefined;
  /** A workshop-only order's contact mobile (a product order's is its shipping phone). */
  contactPhone?: string | undefined;
  paymentMethod?: string | undefined;
  notes?: string | undefined;
  guestOrderId?: string | undefined;
}

export interface CreatedOrder {
  order: OrderRow;
  /** False when a guest order with this id was merged before: the existing order is returned. */
  created: boolean;
}

const isCashOnDelivery = (method: string | undefined) => !!method && /cash|\bcod\b/i.test(method);

/**
 * Creates an order inside the caller's transaction: checks it can be delivered (`orderDelivery`), prices it
 * from the catalogue, takes its stock atomically and stores a snapshot. Cash on delivery is confirmed at once
 * (a merged guest order starts as processing), so a workshop-only one needs its contact mobile now; an online
 * order waits for payment, holding its stock for RESERVATION_MINUTES (a workshop booking's mobile may then
 * come with its payment request, `requireContact` when it must come with the order).
 */
export async function createOrder(
  tx: Queryable,
  user: AuthUser,
  request: OrderRequest,
  imageUrl: ImageUrlBuilder,
  options: { forceOnline?: boolean; requireContact?: boolean } = {},
): Promise<CreatedOrder> {
  if (request.guestOrderId) {
    // Serialise merges of one guest order so two tabs signing in at once cannot both insert it.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`guest:${user.uid}:${request.guestOrderId}`]);
    const existing = await findGuestOrder(tx, user.uid, request.guestOrderId);
    if (existing) return { order: existing, created: false };
  }
  const online = options.forceOnline || !isCashOnDelivery(request.paymentMethod);
  const delivery = orderDelivery(request.items, request, { requireContact: !online || !!options.requireContact });
  await expireReservations(tx);
  const priced = await priceAndTakeStock(tx, request.items, imageUrl);
  let orderStatus: OrderStatus = 'pending';
  if (!online) orderStatus = request.guestOrderId ? 'processing' : 'confirmed';
  const order = await insertOrder(tx, {
    userId: user.uid,
    userEmail: user.email,
    userName: user.name,
    priced,
    orderStatus,
    paymentMethod: online ? PAYMENT_METHOD_ONLINE : PAYMENT_METHOD_COD,
    notes: request.notes?.trim() || null,
    shippingAddress: delivery.shippingAddress,
    contactPhone: delivery.contactPhone,
    guestOrderId: request.guestOrderId ?? null,
    reservationMinutes: online ? RESERVATION_MINUTES : null,
  });
  return { order, created: true };
}

/** 404 unless the order exists and belongs to the caller (admins may see any order). */
export function assertOwner(order: OrderRow | undefined, user: AuthUser): OrderRow {
  if (!order) throw new HttpError(404, 'Order not found');
  if (order.user_id !== user.uid && !user.admin) throw new HttpError(403, 'This order belongs to another account.');
  return order;
}
