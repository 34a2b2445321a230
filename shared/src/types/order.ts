import type { CreatePaymentBody } from '../contracts/payments';
import type { ShippingAddress, WorkshopDetails } from '../contracts/orders';

/** `failed`: the order could not be fulfilled (see `failureReason`); admins set only the other values. */
export type OrderStatus = 'pending' | 'processing' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'failed';
/** `refund_due`: money was taken for an order that could not be fulfilled. */
export type PaymentStatus = 'success' | 'paid' | 'failed' | 'cancelled' | 'pending' | 'refund_due';

/** A timestamp as stored documents carry it: a Firestore-style object, an ISO string or a date. */
export type Timestamp = { seconds: number; nanoseconds?: number } | { _seconds: number } | string | Date;

/** The API's shipping address, workshop details and public order: `contracts/orders.ts`, written once. */
export type { PublicOrder, ShippingAddress, WorkshopDetails } from '../contracts/orders';
export type { GatewayLookup, PaymentLinkResponse, PaymentVerification } from '../contracts/payments';

export interface OrderItem {
  id: string;
  name: string;
  price: number;
  quantity: number;
  type?: 'product' | 'workshop';
  imageUrl?: string;
  workshopDetails?: WorkshopDetails;
}

export interface Order {
  id: string;
  orderNumber?: string;
  userId?: string;
  userEmail?: string;
  userName?: string;
  items: OrderItem[];
  totalAmount?: number;
  total?: number;
  amount?: number;
  subtotal?: number;
  shipping?: number;
  orderStatus?: OrderStatus | string;
  status?: OrderStatus | string;
  paymentMethod?: string;
  paymentStatus?: PaymentStatus | string;
  orderType?: 'product' | 'workshop';
  notes?: string;
  shippingAddress?: ShippingAddress;
  createdAt?: Timestamp | null;
  updatedAt?: Timestamp | null;
  orderDate?: Timestamp | null;
  adminNotes?: string;
  cancelReason?: string | null;
  failureReason?: string | null;
  guestOrderId?: string;
  isGuestOrder?: boolean;
  guestEmail?: string;
}

export interface CheckoutForm extends Omit<ShippingAddress, 'phone'> {
  email: string;
  phone: string;
  saveInfo: boolean;
}

/**
 * The SPEC's payment payload. The API reads only `orderId` and `userPhone` (its contract, CreatePaymentBody):
 * the amount is the order's own total and the user is the verified caller.
 */
export type PaymentRequest = CreatePaymentBody & {
  amount: number;
  userId: string;
  userName: string;
  userEmail: string;
  userPhone: string;
};

/** Kept in browser storage between checkout and /payment/redirect. */
export interface StoredPaymentInfo {
  orderId: string;
  amount: number;
  paymentLink: string;
}
