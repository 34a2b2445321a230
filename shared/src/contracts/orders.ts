import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ADDRESS_FIELDS, ADDRESS_MAX_LENGTH, type AddressField } from '../address/india-address';
import { errorResponses, Nullable, StringEnum, UidParams } from './common';
import { ShippingOption } from './delivery';
import { ORDER_TEXT_LIMITS, STOCK_MAX } from './form-limits';
import {
  LINE_KIND_VALUES,
  ORDER_STATUS_VALUES,
  PAYMENT_METHOD_VALUES,
  PAYMENT_STATUS_VALUES,
  SETTABLE_ORDER_STATUSES,
} from './order-status-values';

export * from './order-status-values';

/** Where an order stands (the lists: ./order-status-values). */
export const OrderStatus = StringEnum(ORDER_STATUS_VALUES);
export type OrderStatus = Static<typeof OrderStatus>;
/** Where its money stands. */
export const PaymentStatus = StringEnum(PAYMENT_STATUS_VALUES);
export type PaymentStatus = Static<typeof PaymentStatus>;
/** How it is paid, as stored: cash on delivery or card / UPI through the gateway. */
export const PaymentMethod = StringEnum(PAYMENT_METHOD_VALUES);
export type PaymentMethod = Static<typeof PaymentMethod>;

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** A delivery address's fields, in the form's order (`ADDRESS_FIELDS`, the one list of them), each as `field` says. */
const addressOf = <T extends TSchema>(field: (name: AddressField) => T) =>
  Type.Object(Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, field(name)])) as Record<AddressField, T>);

/** Shapes only: whether an address can be delivered to is decided by `@mitti/shared/address`. */
export const ShippingAddressInput = addressOf((name) =>
  Type.Optional(Type.String({ maxLength: ADDRESS_MAX_LENGTH[name] })),
);

/** An address as stored and sent back: every field filled in by the order service. */
export const ShippingAddress = addressOf(() => Type.String());
export type ShippingAddress = Static<typeof ShippingAddress>;

export const LineKind = StringEnum(LINE_KIND_VALUES);

/**
 * One line as the browser sends it: what is ordered (id, type: a product when absent) and how many, a whole
 * number checked here, at the edge ('Quantity for item ... must be a whole number of at least 1.'). `price` is
 * what the shopper was shown and confirmed (rupees): the server prices the line itself and refuses the order
 * (409, naming the change) when it is not its own (decision 038). Names and images come from the catalogue.
 */
export const OrderLineRequest = Type.Object({
  id: text(200),
  quantity: Type.Integer({ minimum: 1, maximum: STOCK_MAX }),
  type: Type.Optional(LineKind),
  price: Type.Optional(Type.Number({ minimum: 0, maximum: 10_000_000 })),
});
export type OrderLineRequest = Static<typeof OrderLineRequest>;

/**
 * What a client may say about a new order; everything else (prices, totals, status, user) is the server's.
 * The order's `totalAmount` is the total the shopper confirmed (rupees), held to the server's as each line's
 * price is (decision 038). Without them the server's prices apply.
 */
export const OrderRequest = Type.Object({
  items: Type.Array(OrderLineRequest, { maxItems: 50 }),
  totalAmount: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000_000 })),
  /**
   * The shopper's own order still awaiting payment that this one replaces (back from the gateway, the cart
   * changed and placed again): it is cancelled and its items released in the same transaction (decision 038).
   */
  replacesOrderId: Type.Optional(Type.String({ maxLength: 100 })),
  /**
   * Where the shopper placed it from: `cart`, or `workshop:{id}` for a class's booking. Placing again from the same
   * place replaces the shopper's order from there still awaiting payment, whichever tab or device placed it
   * (decision 074), as `replacesOrderId` does for the order the placing tab remembers.
   */
  placedFrom: Type.Optional(Type.String({ pattern: '^(cart|workshop:\\S{1,200})$' })),
  shippingAddress: Type.Optional(ShippingAddressInput),
  /** How the studio reaches the shopper about a workshop-only order (nothing is shipped). */
  contactPhone: Type.Optional(Type.String({ maxLength: 30 })),
  /**
   * The shopper's word for it, not the stored `PaymentMethod`: the order service takes any mention of cash or COD
   * as cash on delivery and the rest as online ('online', 'Card / UPI'), and stores one of the enum's two (decision 108).
   */
  paymentMethod: Type.Optional(Type.String({ maxLength: 60 })),
  /**
   * A `ShippingOption` id, standard when absent, checked against the PIN code by the order service (decision 026).
   * A string here so that an unknown one is answered with the order service's own message, not the schema's (108).
   */
  shippingOption: Type.Optional(Type.String({ maxLength: 20 })),
  notes: Type.Optional(Type.String({ maxLength: ORDER_TEXT_LIMITS.notes })),
  guestOrderId: Type.Optional(Type.String({ pattern: '^[\\w.:-]{1,100}$' })),
});
export type OrderRequest = Static<typeof OrderRequest>;

/** When and where a class is: the confirmation page shows it instead of a shipping address. */
export const WorkshopDetails = Type.Object({
  instructor: Type.String(),
  date: Type.String(),
  time: Type.String(),
  location: Type.String(),
  duration: Type.Integer(),
  materials: Type.String(),
});
export type WorkshopDetails = Static<typeof WorkshopDetails>;

export const OrderItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  price: Type.Number(),
  quantity: Type.Integer(),
  type: LineKind,
  imageUrl: Nullable(Type.String()),
  lineTotal: Type.Number(),
  workshopDetails: Type.Optional(WorkshopDetails),
});
export type OrderItem = Static<typeof OrderItem>;

/** One of the studio's notes on an order, with when it was written; the shopper reads them on /orders. */
export const AdminNote = Type.Object({ text: Type.String(), at: Type.String() });
export type AdminNote = Static<typeof AdminNote>;

/**
 * Until when an order holds its items without being paid (an online order, 30 minutes from Place Order) or
 * confirmed (cash on delivery, the studio's hours); null once it holds them for good, or holds none.
 */
const heldUntil = Nullable(Type.String());

/** An order as its owner (or an admin) sees it; money in rupees. */
export const Order = Type.Object({
  id: Type.String(),
  orderNumber: Type.String(),
  userId: Type.String(),
  userEmail: Nullable(Type.String()),
  userName: Nullable(Type.String()),
  items: Type.Array(OrderItem),
  subtotal: Type.Number(),
  shipping: Type.Number(),
  shippingOption: ShippingOption,
  /** Cash on delivery's own line (rupees, in the total); 0 for online payment. */
  codFee: Type.Number(),
  totalAmount: Type.Number(),
  total: Type.Number(),
  orderStatus: OrderStatus,
  status: OrderStatus,
  paymentMethod: PaymentMethod,
  paymentStatus: PaymentStatus,
  orderType: LineKind,
  notes: Nullable(Type.String()),
  shippingAddress: Nullable(ShippingAddress),
  /** The shopper's +91 mobile: the shipping phone, or the contact given for a workshop-only order. */
  contactPhone: Nullable(Type.String()),
  guestOrderId: Nullable(Type.String()),
  isGuestOrder: Type.Boolean(),
  adminNotes: Type.Array(AdminNote),
  heldUntil,
  cancelReason: Nullable(Type.String()),
  failureReason: Nullable(Type.String()),
  /** Rupees owed back after a cancellation; null when nothing is owed or the order is not cancelled. */
  refundAmount: Nullable(Type.Number()),
  refundPercent: Nullable(Type.Integer()),
  /** When the owner recorded the refund as paid back; null until then. */
  refundedAt: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Order = Static<typeof Order>;

/**
 * Where a public order ships, as anyone holding its id or its payment link's reference may see it: the town,
 * never the buyer's name, street or phone.
 */
export const ShippingPlace = Type.Pick(ShippingAddress, ['city', 'state', 'zipCode', 'country']);
export type ShippingPlace = Static<typeof ShippingPlace>;

/**
 * What the no-sign-in confirmation page may see: no e-mail, user id, notes, nor the buyer's name, street
 * address or phone (the order id travels in payment links and the gateway's redirects).
 */
export const PublicOrder = Type.Object({
  id: Type.String(),
  orderNumber: Type.String(),
  createdAt: Type.String(),
  orderStatus: OrderStatus,
  paymentStatus: PaymentStatus,
  paymentMethod: PaymentMethod,
  subtotal: Type.Number(),
  shipping: Type.Number(),
  shippingOption: ShippingOption,
  codFee: Type.Number(),
  totalAmount: Type.Number(),
  shipsTo: Nullable(ShippingPlace),
  failureReason: Nullable(Type.String()),
  heldUntil,
  items: Type.Array(
    Type.Object({
      name: Type.String(),
      quantity: Type.Integer(),
      type: LineKind,
      price: Type.Number(),
      lineTotal: Type.Number(),
      workshopDetails: Type.Optional(WorkshopDetails),
    }),
  ),
});
export type PublicOrder = Static<typeof PublicOrder>;

export const OrderIdParams = Type.Object({ id: text(100) });

export const CancelOrderBody = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: ORDER_TEXT_LIMITS.cancelReason, pattern: '\\S' }),
});
export type CancelOrderBody = Static<typeof CancelOrderBody>;

export const UpdateOrderStatusBody = Type.Object({
  orderStatus: StringEnum(SETTABLE_ORDER_STATUSES),
  adminNote: Type.Optional(Type.String({ maxLength: ORDER_TEXT_LIMITS.adminNote })),
});
export type UpdateOrderStatusBody = Static<typeof UpdateOrderStatusBody>;

/** GET /api/orders/:id/invoice: the order's GST invoice as a PDF (decision 027); errors as JSON. */
export const orderInvoiceRoute = {
  params: OrderIdParams,
  response: {
    200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' }),
    ...errorResponses,
  },
} as const;

/** POST /api/orders/:id/confirm-cod (admins): the studio confirmed a cash-on-delivery order (decision 026). */
export const confirmCodRoute = {
  params: OrderIdParams,
  response: { 200: Order, ...errorResponses },
} as const;

/** POST /api/orders: 201 a new order, 200 a guest order merged before. */
export const createOrderRoute = {
  body: OrderRequest,
  response: { 200: Order, 201: Order, ...errorResponses },
} as const;

/** A shopper's orders, newest first. */
export const UserOrders = Type.Object({ orders: Type.Array(Order) });
export type UserOrders = Static<typeof UserOrders>;

/** GET /api/orders/user/:uid */
export const listUserOrdersRoute = {
  params: UidParams,
  response: { 200: UserOrders, ...errorResponses },
} as const;

/** GET /api/orders/public/:id (no sign-in: the random order id is the capability). */
export const publicOrderRoute = {
  params: OrderIdParams,
  response: { 200: PublicOrder, ...errorResponses },
} as const;

/** PATCH /api/orders/:id/cancel */
export const cancelOrderRoute = {
  params: OrderIdParams,
  body: CancelOrderBody,
  response: { 200: Order, ...errorResponses },
} as const;

/** PATCH /api/orders/:id/status (admins) */
export const updateOrderStatusRoute = {
  params: OrderIdParams,
  body: UpdateOrderStatusBody,
  response: { 200: Order, ...errorResponses },
} as const;
