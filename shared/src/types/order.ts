import type { CreatePaymentBody } from '../contracts/payments';
import type {
  Order as ApiOrder,
  OrderItem as ApiOrderItem,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  ShippingAddress,
} from '../contracts/orders';

/** The API's status sets, written once in the contract (`contracts/order-status-values`). */
export type { OrderStatus, PaymentMethod, PaymentStatus } from '../contracts/orders';

/** A timestamp as stored documents carry it: a Firestore-style object, an ISO string or a date. */
export type Timestamp = { seconds: number; nanoseconds?: number } | { _seconds: number } | string | Date;

/** The API's shipping address, workshop details and public order: `contracts/orders.ts`, written once. */
export type { OrderRequest, PublicOrder, ShippingAddress, UserOrders, WorkshopDetails } from '../contracts/orders';
export type { GatewayLookup, PaymentLinkResponse, PaymentVerification } from '../contracts/payments';

/**
 * An order line as SPEC section 3 describes it: the API's `OrderItem` (contracts/orders.ts), whose fields older
 * data may lack. Derived from the contract, so a field renamed there no longer compiles where it is read.
 */
export type OrderItem = Pick<ApiOrderItem, 'id' | 'name' | 'price' | 'quantity'> &
  Partial<Pick<ApiOrderItem, 'type' | 'lineTotal' | 'workshopDetails'>> & { imageUrl?: string | null };

/**
 * An order as SPEC section 3 describes it: the API's `Order` (contracts/orders.ts), whose fields older data
 * may lack, plus the older alternates the SPEC names (`amount` for the total, `orderDate`, `guestEmail`, a
 * Firestore-style timestamp). Derived from the contract, so a field renamed there no longer compiles here.
 */
export type Order = Pick<ApiOrder, 'id'> &
  Partial<
    Omit<
      ApiOrder,
      'id' | 'items' | 'orderStatus' | 'status' | 'paymentStatus' | 'paymentMethod' | 'createdAt' | 'updatedAt'
    >
  > & {
    items: OrderItem[];
    orderStatus?: OrderStatus | string;
    status?: OrderStatus | string;
    paymentStatus?: PaymentStatus | string;
    paymentMethod?: PaymentMethod | string;
    createdAt?: Timestamp | null;
    updatedAt?: Timestamp | null;
    amount?: number;
    orderDate?: Timestamp | null;
    guestEmail?: string;
  };

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

/**
 * Kept in browser storage between checkout and /payment/redirect: the SPEC's orderId, amount and paymentLink,
 * and the order number shoppers know the order by and until when its items are held (issue 33).
 */
export interface StoredPaymentInfo {
  orderId: string;
  amount: number;
  paymentLink: string;
  orderNumber?: string;
  heldUntil?: string | null;
}
