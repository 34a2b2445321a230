import { Type, type Static } from '@sinclair/typebox';
import { CatalogueIdParams, errorResponses, Nullable, textOrNull } from './common';
import { OWNER_TEXT_LIMITS } from './form-limits';
import { Workshop } from './workshops';

/** PUT /api/admin/workshops/:id/seats: the class's seats in all; never below the seats already booked. */
export const WorkshopSeatsInput = Type.Object(
  { slotsTotal: Type.Integer({ minimum: 0, maximum: 1000 }) },
  { additionalProperties: false },
);
export type WorkshopSeatsInput = Static<typeof WorkshopSeatsInput>;

/**
 * POST /api/admin/workshops/:id/dates: another class of the same workshop (its text, teacher, price and
 * pictures) on a new date, with its own seats (the original's count when left out).
 */
export const WorkshopDateInput = Type.Object(
  {
    date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    time: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' })),
    slotsTotal: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type WorkshopDateInput = Static<typeof WorkshopDateInput>;

/**
 * PUT /api/admin/workshops/:id/hindi: the class's name and description in Hindi (decision 112), null for none; the
 * English ones are the workshop's own and are not edited here.
 */
export const WorkshopHindiInput = Type.Object(
  {
    nameHi: textOrNull(OWNER_TEXT_LIMITS.name),
    descriptionHi: textOrNull(OWNER_TEXT_LIMITS.description),
  },
  { additionalProperties: false },
);
export type WorkshopHindiInput = Static<typeof WorkshopHindiInput>;

/** One booking of a class: who, how many seats, and where the order stands. */
export const WorkshopBooking = Type.Object({
  orderId: Type.String(),
  orderNumber: Type.String(),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  seats: Type.Integer(),
  orderStatus: Type.String(),
  paymentStatus: Type.String(),
  /** The order still holds its seats (paid, or unpaid within its reservation). */
  holdsSeats: Type.Boolean(),
  createdAt: Type.String(),
});
export type WorkshopBooking = Static<typeof WorkshopBooking>;

/** GET /api/admin/workshops/:id/bookings: the class and its bookings, oldest first. */
export const WorkshopBookings = Type.Object({
  workshop: Workshop,
  /** Seats taken: the class's seats less those still open. */
  seatsBooked: Type.Integer(),
  bookings: Type.Array(WorkshopBooking),
});
export type WorkshopBookings = Static<typeof WorkshopBookings>;

export const adminWorkshopBookingsRoute = {
  params: CatalogueIdParams,
  response: { 200: WorkshopBookings, ...errorResponses },
} as const;

export const adminWorkshopSeatsRoute = {
  params: CatalogueIdParams,
  body: WorkshopSeatsInput,
  response: { 200: Workshop, ...errorResponses },
} as const;

export const adminWorkshopDateRoute = {
  params: CatalogueIdParams,
  body: WorkshopDateInput,
  response: { 201: Workshop, ...errorResponses },
} as const;

export const adminWorkshopHindiRoute = {
  params: CatalogueIdParams,
  body: WorkshopHindiInput,
  response: { 200: Workshop, ...errorResponses },
} as const;
