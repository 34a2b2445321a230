import type { Workshop } from '@mitti/shared';
import { BOOKED_WORKSHOP_PARAM, BOOKING_PATH } from '@mitti/shared/booking';
import { isFullyBooked } from '../workshops/workshop-facts';
import { useBookWorkshop } from './use-book-workshop';
import { useWords } from '../../words/words';

/**
 * Book Now: a form to the class's booking, which the browser follows before the app runs (decision 035). A
 * fully booked workshop offers no booking, only a disabled "Fully booked" in its place.
 */
export function BookNowButton({ workshop }: { workshop: Workshop }) {
  const t = useWords();
  const { book } = useBookWorkshop(workshop);
  if (isFullyBooked(workshop)) {
    return (
      <button type="button" className="button button--primary workshops-book" disabled>
        {t('Fully booked')}
      </button>
    );
  }
  return (
    <form method="get" action={BOOKING_PATH} onSubmit={book}>
      <input type="hidden" name={BOOKED_WORKSHOP_PARAM} value={workshop.id} />
      <button type="submit" className="button button--primary workshops-book">
        {t('Book Now')}
      </button>
    </form>
  );
}
