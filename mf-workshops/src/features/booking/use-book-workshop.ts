import type { FormEvent } from 'react';
import {
  notify,
  selectIsSignedIn,
  useAppStore,
  useLocation,
  useNavigate,
  useWhenSignInKnown,
  paths,
  type Workshop,
} from '@mitti/shared';
import { bookingState, workshopBookingPath } from '@mitti/shared/booking';
import { isFullyBooked } from '../workshops/workshop-facts';
import { SIGN_IN_TO_BOOK, NO_SLOTS } from './booking-messages';
import { useWords } from '../../words/words';

/**
 * Book Now (SPEC sections 4, 5 and 8): a signed-out visitor is sent to /login and comes back here after
 * signing in; a full workshop is refused; otherwise the shopper continues to /checkout with the workshop.
 * Nothing is ordered and no seat is taken here (issue 33, decision 038): the seat is held from Place Order, so
 * looking at the booking, or tapping Book Now twice, books nothing. Before the app runs, the browser submits
 * the form to the booking itself; once it runs, `book` takes the submit over. A tap made before the sign-in
 * check has finished waits for it: a signed-in shopper was sent to /login (a CI run).
 */
export function useBookWorkshop(workshop: Workshop) {
  const t = useWords();
  const store = useAppStore();
  const whenSignInKnown = useWhenSignInKnown();
  const navigate = useNavigate();
  const location = useLocation();

  const book = (event: FormEvent) => {
    event.preventDefault();
    whenSignInKnown(() => {
      if (!selectIsSignedIn(store.getState())) {
        notify.error(t(SIGN_IN_TO_BOOK));
        navigate(paths.login(), { state: { from: location } });
        return;
      }
      if (isFullyBooked(workshop)) {
        notify.error(t(NO_SLOTS));
        return;
      }
      navigate(workshopBookingPath(workshop.id), { state: bookingState(workshop) });
    });
  };

  return { book };
}
