import type { Order, OrderItem, PublicOrder } from '@mitti/shared/contracts';
import { paiseToRupees } from '../../lib/money';
import type { OrderRow } from './order-row';
import type { OrderLine } from './order-pricing';
import { isoTimestamp } from '../../lib/timestamp';

/**
 * An order line, an order as its owner (or an admin) sees it, and what the confirmation page may see: the
 * contracts in `@mitti/shared/contracts`, which the storefront's types are too. Money in rupees.
 */
export type OrderItemDto = OrderItem;
export type OrderDto = Order;
export type PublicOrderDto = PublicOrder;

function toItem(line: OrderLine): OrderItemDto {
  return {
    id: line.id,
    name: line.name,
    price: paiseToRupees(line.pricePaise),
    quantity: line.quantity,
    type: line.type,
    imageUrl: line.imageUrl,
    lineTotal: paiseToRupees(line.pricePaise * line.quantity),
    ...(line.workshopDetails ? { workshopDetails: line.workshopDetails } : {}),
  };
}

/**
 * Until when an order holds its items unpaid (online, decision 006) or unconfirmed (cash on delivery,
 * decision 026); null once it holds them for good, or no longer holds any.
 */
export function heldUntilOf(row: OrderRow): string | null {
  return row.order_status === 'pending' && row.stock_held && row.reserved_until
    ? isoTimestamp(row.reserved_until)
    : null;
}

export function toOrderDto(row: OrderRow): OrderDto {
  const total = paiseToRupees(row.total_paise);
  return {
    id: row.id,
    orderNumber: row.order_number,
    userId: row.user_id,
    userEmail: row.user_email,
    userName: row.user_name,
    items: row.items.map(toItem),
    subtotal: paiseToRupees(row.subtotal_paise),
    shipping: paiseToRupees(row.shipping_paise),
    shippingOption: row.shipping_option,
    codFee: paiseToRupees(row.cod_fee_paise),
    totalAmount: total,
    total,
    orderStatus: row.order_status,
    status: row.order_status,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    orderType: row.order_type,
    notes: row.notes,
    shippingAddress: row.shipping_address,
    contactPhone: row.contact_phone,
    guestOrderId: row.guest_order_id,
    isGuestOrder: row.guest_order_id !== null,
    adminNotes: row.admin_notes.map((note) => ({ text: note.text, at: isoTimestamp(note.at) })),
    heldUntil: heldUntilOf(row),
    cancelReason: row.cancel_reason,
    failureReason: row.failure_reason,
    refundAmount: row.refund_paise == null ? null : paiseToRupees(row.refund_paise),
    refundPercent: row.refund_percent,
    refundedAt: row.refunded_at ? isoTimestamp(row.refunded_at) : null,
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  };
}

export function toPublicOrderDto(row: OrderRow): PublicOrderDto {
  return {
    id: row.id,
    orderNumber: row.order_number,
    createdAt: isoTimestamp(row.created_at),
    orderStatus: row.order_status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    subtotal: paiseToRupees(row.subtotal_paise),
    shipping: paiseToRupees(row.shipping_paise),
    shippingOption: row.shipping_option,
    codFee: paiseToRupees(row.cod_fee_paise),
    totalAmount: paiseToRupees(row.total_paise),
    shipsTo: row.shipping_address && {
      city: row.shipping_address.city,
      state: row.shipping_address.state,
      zipCode: row.shipping_address.zipCode,
      country: row.shipping_address.country,
    },
    failureReason: row.failure_reason,
    heldUntil: heldUntilOf(row),
    items: row.items.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      type: line.type,
      price: paiseToRupees(line.pricePaise),
      lineTotal: paiseToRupees(line.pricePaise * line.quantity),
      ...(line.workshopDetails ? { workshopDetails: line.workshopDetails } : {}),
    })),
  };
}
