import type { Workshop } from '../contracts/workshops';

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

/** The class being booked, as the booking shows and orders it. */
export type BookedClass = Pick<Workshop, 'id' | 'name' | 'price' | 'imageUrl'>;

/**
 * What Book Now hands the booking within the app (the history entry's state): the class as its page showed it,
 * so a price changed since is said at the booking (issue 33).
 */
export interface BookingState {
  workshop: BookedClass;
}

export const bookingState = ({ id, name, price, imageUrl }: Workshop): BookingState => ({
  workshop: { id, name, price, imageUrl },
});

/** The class a history entry's state hands the booking, if it holds one; anything else is not a class. */
export function bookedClassFrom(state: unknown): BookedClass | null {
  if (!state || typeof state !== 'object' || !('workshop' in state)) return null;
  const workshop: unknown = state.workshop;
  if (!workshop || typeof workshop !== 'object') return null;
  const { id, name, price, imageUrl } = workshop as Partial<Record<keyof BookedClass, unknown>>;
  return typeof id === 'string' && id && typeof name === 'string' && typeof price === 'number'
    ? { id, name, price, imageUrl: typeof imageUrl === 'string' ? imageUrl : '' }
    : null;
}
