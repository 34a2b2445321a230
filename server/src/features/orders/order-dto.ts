import { paiseToRupees } from '../../lib/money';
import type { OrderRow, ShippingAddressRecord } from './order-row';
import type { OrderLine, WorkshopDetailsSnapshot } from './order-pricing';

export interface OrderItemDto {
  id: string;
  name: string;
  price: number;
  quantity: number;
  type: 'product' | 'workshop';
  imageUrl: string | null;
  lineTotal: number;
  workshopDetails?: WorkshopDetailsSnapshot;
}

/** An order as its owner (or an admin) sees it; money in rupees. */
export interface OrderDto {
  id: string;
  orderNumber: string;
  userId: string;
  userEmail: string | null;
  userName: string | null;
  items: OrderItemDto[];
  subtotal: number;
  shipping: number;
  /** standard, express or same-day. */
  shippingOption: string;
  /** Cash on delivery's own line (rupees); 0 for online payment. */
  codFee: number;
  totalAmount: number;
  total: number;
  orderStatus: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  orderType: 'product' | 'workshop';
  notes: string | null;
  shippingAddress: ShippingAddressRecord | null;
  /** The shopper's +91 mobile: the shipping phone, or the contact given for a workshop-only order. */
  contactPhone: string | null;
  guestOrderId: string | null;
  isGuestOrder: boolean;
  adminNotes: string | null;
  cancelReason: string | null;
  failureReason: string | null;
  /** Rupees owed back after a cancellation; null when nothing is owed or the order is not cancelled. */
  refundAmount: number | null;
  refundPercent: number | null;
  /** When the owner recorded the refund as paid back; null until then. */
  refundedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What the no-sign-in confirmation page may see: no e-mail, user id or notes. */
export interface PublicOrderDto {
  id: string;
  orderNumber: string;
  createdAt: string;
  orderStatus: string;
  paymentStatus: string;
  paymentMethod: string;
  subtotal: number;
  shipping: number;
  shippingOption: string;
  codFee: number;
  totalAmount: number;
  shippingAddress: ShippingAddressRecord | null;
  failureReason: string | null;
  items: {
    name: string;
    quantity: number;
    type: 'product' | 'workshop';
    price: number;
    lineTotal: number;
    workshopDetails?: WorkshopDetailsSnapshot;
  }[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

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
    adminNotes: row.admin_notes,
    cancelReason: row.cancel_reason,
    failureReason: row.failure_reason,
    refundAmount: row.refund_paise == null ? null : paiseToRupees(row.refund_paise),
    refundPercent: row.refund_percent,
    refundedAt: row.refunded_at ? iso(row.refunded_at) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toPublicOrderDto(row: OrderRow): PublicOrderDto {
  return {
    id: row.id,
    orderNumber: row.order_number,
    createdAt: iso(row.created_at),
    orderStatus: row.order_status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    subtotal: paiseToRupees(row.subtotal_paise),
    shipping: paiseToRupees(row.shipping_paise),
    shippingOption: row.shipping_option,
    codFee: paiseToRupees(row.cod_fee_paise),
    totalAmount: paiseToRupees(row.total_paise),
    shippingAddress: row.shipping_address,
    failureReason: row.failure_reason,
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
