import { CARD_OR_UPI, CASH_ON_DELIVERY } from '@mitti/shared/orders';
import type { OrderStatus, PaymentMethod, PaymentStatus, ShippingAddress } from '@mitti/shared/contracts';
import type { ShippingOptionId } from '@mitti/shared/delivery';
import type { Language } from '@mitti/shared/i18n';
import type { StockKind } from './stock';
import type { OrderLine } from './order-pricing';

export type { OrderStatus, PaymentMethod, PaymentStatus };

export const PAYMENT_METHOD_COD = CASH_ON_DELIVERY;
export const PAYMENT_METHOD_ONLINE = CARD_OR_UPI;

/** One studio note as stored (`orders.admin_notes`, migration 016). */
export interface AdminNoteRecord {
  text: string;
  at: string;
}

/** An `orders` row as the drivers return it (bigint may arrive as string). */
export interface OrderRow {
  id: string;
  order_number: string;
  user_id: string;
  user_email: string | null;
  user_name: string | null;
  items: OrderLine[];
  subtotal_paise: number | string;
  shipping_paise: number | string;
  /** Decision 026; the table's CHECK holds it to the ids. */
  shipping_option: ShippingOptionId;
  /** The cash-on-delivery fee, included in the total; 0 for online payment. */
  cod_fee_paise: number | string;
  total_paise: number | string;
  order_status: OrderStatus;
  payment_method: PaymentMethod;
  payment_status: PaymentStatus;
  order_type: StockKind;
  notes: string | null;
  shipping_address: ShippingAddress | null;
  contact_phone: string | null;
  guest_order_id: string | null;
  admin_notes: AdminNoteRecord[];
  cancel_reason: string | null;
  failure_reason: string | null;
  refund_paise: number | string | null;
  refund_percent: number | null;
  /** When the owner recorded the refund as paid back (payment status `refunded`). */
  refunded_at: Date | string | null;
  stock_held: boolean;
  /** The language it was placed in: its mails are written in it (decision 106, migration 024). */
  language: Language;
  reserved_until: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Every column of `OrderRow`, for a SELECT or an INSERT ... RETURNING. */
export const orderColumns = `id, order_number, user_id, user_email, user_name, items, subtotal_paise, shipping_paise,
         shipping_option, cod_fee_paise,
         total_paise, order_status, payment_method, payment_status, order_type, notes, shipping_address,
         contact_phone, guest_order_id, admin_notes, cancel_reason, failure_reason, refund_paise, refund_percent, refunded_at,
         stock_held, reserved_until, created_at, updated_at, language`;

export const selectOrders = `SELECT ${orderColumns} FROM orders`;
