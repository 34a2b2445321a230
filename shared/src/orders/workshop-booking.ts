/**
 * A class's booking is the checkout with the class named in its URL (`/checkout?workshop={id}`): Book Now is a
 * plain form to it, so the booking opens before the app runs (decision 035), and a reload keeps it.
 */
export const BOOKING_PATH = '/checkout';
export const BOOKED_WORKSHOP_PARAM = 'workshop';

/** The booking of class `id`. */
export const workshopBookingPath = (id: string): string =>
  `${BOOKING_PATH}?${new URLSearchParams({ [BOOKED_WORKSHOP_PARAM]: id }).toString()}`;
