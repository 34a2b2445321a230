/*
 * The merge itself: fetched by the shell's boot only when this browser holds guest orders to merge
 * (merge-guest-orders.ts, decision 128).
 */
import { ApiError } from '../api/api-error';
import { apiRequest } from '../api/api-request';
import type { OrderRequest } from '../contracts/orders';
import type { Order } from '../types';
import { formatRupeesInText } from '../money/format-rupees';
import { CARD_OR_UPI, CASH_ON_DELIVERY, isPayableOnline } from '../orders/order-rules';
import { notify } from '../ui/notify';
import { readGuestOrders, rememberMergedGuestOrders, writeGuestOrders, type GuestOrder } from './guest-order-storage';

export interface GuestMergeResult {
  merged: Order[];
  /** Refused by the server (e.g. an item sold out); dropped, since a retry cannot succeed. */
  rejected: { order: GuestOrder; message: string }[];
  /** Not reached the server (offline, 5xx); kept for the next sign-in. */
  kept: GuestOrder[];
}

export async function mergeAll(): Promise<GuestMergeResult> {
  const result: GuestMergeResult = { merged: [], rejected: [], kept: [] };
  for (const order of readGuestOrders()) {
    try {
      const saved = await apiRequest<Order>({
        path: '/api/orders',
        method: 'POST',
        requireAuth: true,
        timeoutMs: 15_000,
        body: {
          // At the prices and total the shopper saw, or not at all (decision 038).
          items: order.items.map(({ id, quantity, type, price }) => ({ id, quantity, type: type ?? 'product', price })),
          totalAmount: order.totalAmount,
          // The API delivers product orders only to a complete Indian address with a phone.
          shippingAddress: order.shippingAddress,
          shippingOption: order.shippingOption,
          notes: order.notes,
          // As chosen at checkout, which offers card / UPI (issue 33: never silently cash on delivery).
          paymentMethod: order.paymentMethod ?? CARD_OR_UPI,
          // Lets the server return the existing order instead of creating a duplicate.
          guestOrderId: order.guestOrderId,
        } satisfies OrderRequest,
      });
      result.merged.push(saved);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : null;
      const permanent = status !== null && status >= 400 && status < 500 && status !== 401;
      if (permanent && error instanceof ApiError) result.rejected.push({ order, message: error.message });
      else result.kept.push(order);
    }
  }
  writeGuestOrders(result.kept);
  tellTheShopper(result);
  return result;
}

const awaitsPayment = (order: Order) =>
  order.paymentMethod !== CASH_ON_DELIVERY && isPayableOnline(order.orderStatus, order.paymentStatus);

/**
 * 'Guest order MS-1001 was placed on your account.'; several are listed; refusals say why. An order that waits
 * for its card / UPI payment says so, with its amount, so nothing about it changes unseen.
 */
export function mergedNotice(merged: Order[]): string | null {
  const references = merged.map((order) => order.orderNumber || order.id);
  if (references.length === 0) return null;
  const unpaid = merged.filter(awaitsPayment);
  if (references.length === 1) {
    const [order] = merged;
    return unpaid.length === 1 && order?.totalAmount !== undefined
      ? `Guest order ${references[0]} was placed on your account and waits for payment by card / UPI: ${formatRupeesInText(order.totalAmount)}. Pay for it in My Orders.`
      : `Guest order ${references[0]} was placed on your account. See it in My Orders.`;
  }
  return unpaid.length > 0
    ? `Guest orders ${references.join(', ')} were placed on your account; ${unpaid.length === merged.length ? 'they wait' : 'some wait'} for payment by card / UPI. Pay for them in My Orders.`
    : `Guest orders ${references.join(', ')} were placed on your account. See them in My Orders.`;
}

function tellTheShopper({ merged, rejected }: GuestMergeResult): void {
  rememberMergedGuestOrders(merged.map((order) => order.id));
  const notice = mergedNotice(merged);
  // Info (4 s), not success (2 s): the shopper needs time to read the order numbers.
  if (notice) notify.info(notice);
  for (const { message } of rejected) notify.error(`A guest order could not be placed: ${message}`);
}
