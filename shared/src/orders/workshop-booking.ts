/**
 * A class's booking is the checkout with the class named in its URL (`/checkout?workshop={id}`): Book Now is a
 * plain form to it, so the booking opens before the app runs (decision 035), and a reload keeps it.
 */
export const BOOKING_PATH = '/checkout';
export const BOOKED_WORKSHOP_PARAM = 'workshop';

/** The booking of class `id`. */
export const workshopBookingPath = (id: string): string =>
  `${BOOKING_PATH}?${new URLSearchParams({ [BOOKED_WORKSHOP_PARAM]: id }).toString()}`;

/** What a class's page and its booking say when the shop has no such class, or could not be asked (SPEC section 4). */
export const WORKSHOP_NOT_FOUND = 'Workshop not found';
export const LOAD_WORKSHOP_FAILED = 'Failed to load workshop details';
