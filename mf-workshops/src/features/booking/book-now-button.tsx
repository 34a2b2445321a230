import type { Workshop } from '@mitti/shared';
import { isFullyBooked } from '../workshops/workshop-facts';
import { useBookWorkshop } from './use-book-workshop';

/** Book Now; a fully booked workshop offers no booking, only a disabled "Fully booked" in its place. */
export function BookNowButton({ workshop }: { workshop: Workshop }) {
  const { book } = useBookWorkshop(workshop);
  if (isFullyBooked(workshop)) {
    return (
      <button type="button" className="button button--primary workshops-book" disabled>
        Fully booked
      </button>
    );
  }
  return (
    <button type="button" className="button button--primary workshops-book" onClick={book}>
      Book Now
    </button>
  );
}
