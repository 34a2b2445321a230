import type { Workshop } from '@mitti/shared';
import { useBookWorkshop } from './use-book-workshop';

/** Book Now: stays pressable when the workshop is full, so the shopper is told why it cannot be booked. */
export function BookNowButton({ workshop }: { workshop: Workshop }) {
  const { book, isBooking } = useBookWorkshop(workshop);
  return (
    <button
      type="button"
      className="button button--primary workshops-book"
      onClick={() => void book()}
      disabled={isBooking}
      aria-busy={isBooking}
    >
      {isBooking ? 'Booking...' : 'Book Now'}
    </button>
  );
}
