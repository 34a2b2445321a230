import type { Queryable } from '../../db/database';
import type { Language } from '@mitti/shared/i18n';
import type { AuthUser } from '../../auth/token-verifier';
import { ORDER_NOT_FOUND, HttpError } from '../../lib/http-error';
import type { ImageUrlBuilder } from '../../lib/image-url';
import type { DeliverySettings } from '../delivery/delivery-settings';
import { RESERVATION_MINUTES } from '@mitti/shared/orders';
import { assertConfirmedPrices } from './order-confirmed-prices';
import type { OrderRequest } from '@mitti/shared/contracts';
import { priceAndTakeStock } from './order-pricing';
import { orderDelivery } from './order-delivery';
import { assertCodItems, checkShipping, priceDelivery } from './order-shipping';
import { queueCodPlacedMails } from './order-mail-events';
import { findGuestOrder, insertOrder } from './order-repository';
import { PAYMENT_METHOD_COD, PAYMENT_METHOD_ONLINE, type OrderRow } from './order-row';
import { cancelOrdersPlacedFrom, cancelReplacedOrder } from './order-replace';
import { expireReservations } from './order-stock';

/** What a client may say about a new order: the contract's `OrderRequest`, validated by the route's schema. */
export type { OrderRequest };

export interface CreatedOrder {
  order: OrderRow;
  /** False when a guest order with this id was merged before: the existing order is returned. */
  created: boolean;
}

const isCashOnDelivery = (method: string | undefined) => !!method && /cash|\bcod\b/i.test(method);

/**
 * Creates an order inside the caller's transaction: checks it can be delivered (`orderDelivery`) by the chosen
 * shipping option to its PIN code (`checkShipping`), prices it from the catalogue with that option, takes its
 * stock atomically and stores a snapshot. An online order waits for payment, holding its stock for
 * RESERVATION_MINUTES (a workshop booking's mobile may then come with its payment request, `requireContact`
 * when it must come with the order). Cash on delivery (products only, to PIN codes it reaches, up to the
 * configured total, with its fee as a line) waits for the studio's confirmation, holding its stock for the
 * configured hours (decision 026). The order is made at the prices and total the shopper confirmed or not
 * at all (`assertConfirmedPrices`, decision 038).
 */
export async function createOrder(
  tx: Queryable,
  user: AuthUser,
  request: OrderRequest,
  imageUrl: ImageUrlBuilder,
  delivery: DeliverySettings,
  options: { forceOnline?: boolean; requireContact?: boolean; language?: Language } = {},
): Promise<CreatedOrder> {
  if (request.guestOrderId) {
    // Serialise merges of one guest order so two tabs signing in at once cannot both insert it.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`guest:${user.uid}:${request.guestOrderId}`]);
    const existing = await findGuestOrder(tx, user.uid, request.guestOrderId);
    if (existing) return { order: existing, created: false };
  }
  const online = options.forceOnline || !isCashOnDelivery(request.paymentMethod);
  if (!online) assertCodItems(request.items);
  const destination = orderDelivery(request.items, request, { requireContact: !online || !!options.requireContact });
  const shippingOption = checkShipping(
    request.items,
    destination.shippingAddress,
    request.shippingOption,
    !online,
    delivery,
  );
  if (request.replacesOrderId) await cancelReplacedOrder(tx, user, request.replacesOrderId);
  const placedFrom = online ? (request.placedFrom ?? null) : null;
  if (placedFrom) await cancelOrdersPlacedFrom(tx, user, placedFrom);
  await expireReservations(tx);
  const taken = await priceAndTakeStock(tx, request.items, imageUrl);
  const { priced, codFeePaise } = priceDelivery(taken, shippingOption, !online, delivery);
  assertConfirmedPrices(request, priced);
  const order = await insertOrder(tx, {
    userId: user.uid,
    userEmail: user.email,
    userName: user.name,
    priced,
    shippingOption,
    codFeePaise,
    orderStatus: 'pending',
    paymentMethod: online ? PAYMENT_METHOD_ONLINE : PAYMENT_METHOD_COD,
    notes: request.notes?.trim() || null,
    shippingAddress: destination.shippingAddress,
    contactPhone: destination.contactPhone,
    guestOrderId: request.guestOrderId ?? null,
    placedFrom,
    reservationMinutes: online ? RESERVATION_MINUTES : delivery.cod.confirmHours * 60,
    language: options.language ?? 'en',
  });
  if (!online) await queueCodPlacedMails(tx, order, delivery.cod.confirmHours);
  return { order, created: true };
}

export const NOT_YOUR_ORDER = 'This order belongs to another account.';

/** 404 unless the order exists and belongs to the caller (admins may see any order). */
export function assertOwner(order: OrderRow | undefined, user: AuthUser): OrderRow {
  if (!order) throw new HttpError(404, ORDER_NOT_FOUND);
  if (order.user_id !== user.uid && !user.admin) throw new HttpError(403, NOT_YOUR_ORDER);
  return order;
}
