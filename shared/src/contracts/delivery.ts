import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, Nullable, StringEnum } from './common';
import { SHIPPING_OPTION_IDS } from './shipping-option-ids';

/** How an order's pieces travel: standard, express or same-day (decision 026). */
export const ShippingOption = StringEnum(SHIPPING_OPTION_IDS);

/** One shipping option for a PIN code (decision 026). */
export const ShippingOptionAnswer = Type.Object({
  id: ShippingOption,
  label: Type.String(),
  available: Type.Boolean(),
  /** Why not, when not available. */
  reason: Nullable(Type.String()),
  /** Rupees; standard's is before the free-shipping rule (see `freeAbove`). */
  price: Type.Number(),
  /** Standard ships free when the products' subtotal exceeds this (rupees); null for the others. */
  freeAbove: Nullable(Type.Number()),
  minDays: Type.Integer(),
  maxDays: Type.Integer(),
  /** India dates (YYYY-MM-DD) of the delivery window, when available. */
  earliest: Nullable(Type.String()),
  latest: Nullable(Type.String()),
});

/** Whether the studio delivers to a PIN code, by which options and when, and whether it takes cash there. */
export const DeliveryCheck = Type.Object({
  pin: Type.String(),
  state: Type.String(),
  mumbai: Type.Boolean(),
  serviceable: Type.Boolean(),
  message: Type.String(),
  cod: Type.Object({
    available: Type.Boolean(),
    reason: Nullable(Type.String()),
    fee: Type.Number(),
    maxOrderValue: Type.Number(),
  }),
  options: Type.Array(ShippingOptionAnswer),
});
export type DeliveryCheck = Static<typeof DeliveryCheck>;

/** GET /api/delivery/:pin (no sign-in). A malformed or unallotted PIN code is a 400 with the rule's message. */
export const deliveryCheckRoute = {
  params: Type.Object({ pin: Type.String({ maxLength: 20 }) }),
  response: { 200: DeliveryCheck, ...errorResponses },
} as const;
