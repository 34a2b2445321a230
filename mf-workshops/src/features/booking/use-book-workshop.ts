import {
  formatDateIndia,
  getApiClientConfig,
  getErrorMessage,
  notify,
  selectIsSignedIn,
  selectUser,
  useAppSelector,
  type Order,
  type Workshop,
  useLocation,
  useNavigate,
} from '@mitti/shared';
import { isFullyBooked, timeOf, workshopId } from '../workshops/workshop-facts';
import { useCreateWorkshopOrderMutation } from './api/create-workshop-order';
import { bookingFailed, INVALID_RESPONSE, LOGIN_TO_BOOK, NO_SLOTS, TOKEN_NOT_AVAILABLE } from './booking-messages';

/** What /checkout receives: it titles itself 'Workshop Booking' when `workshop` is set. */
export interface WorkshopCheckoutState {
  workshop: Workshop;
  order: Order;
}

function isOrder(value: unknown): value is Order {
  return (
    !!value &&
    typeof value === 'object' &&
    'id' in value &&
    typeof value.id === 'string' &&
    value.id !== '' &&
    'items' in value &&
    Array.isArray(value.items)
  );
}

function statusOf(error: unknown): number | null {
  return error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? error.status
    : null;
}

async function hasToken(): Promise<boolean> {
  try {
    return Boolean(await getApiClientConfig().getToken(false));
  } catch {
    return false;
  }
}

/**
 * Book Now (SPEC sections 4, 5 and 8): a signed-out visitor is sent to /login and comes back here after
 * signing in; a full workshop is refused; otherwise one seat is ordered (the server takes it atomically)
 * and the shopper continues to /checkout with the workshop and the order.
 */
export function useBookWorkshop(workshop: Workshop) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [createOrder, { isLoading }] = useCreateWorkshopOrderMutation();

  const book = async () => {
    if (!signedIn || !user) {
      notify.error(LOGIN_TO_BOOK);
      navigate('/login', { state: { from: location } });
      return;
    }
    if (isFullyBooked(workshop)) {
      notify.error(NO_SLOTS);
      return;
    }
    if (!(await hasToken())) {
      notify.error(TOKEN_NOT_AVAILABLE);
      return;
    }
    let order: unknown;
    try {
      order = await createOrder({
        items: [{ id: workshopId(workshop), quantity: 1, type: 'workshop' }],
        orderType: 'workshop',
        paymentMethod: 'pending',
        notes: `Workshop booking: ${workshop.name} on ${formatDateIndia(workshop.date)}, ${timeOf(workshop)}`,
        userId: user.uid,
        userEmail: user.email,
        userName: user.displayName,
      }).unwrap();
    } catch (error) {
      notify.error(statusOf(error) === 401 ? TOKEN_NOT_AVAILABLE : bookingFailed(getErrorMessage(error)));
      return;
    }
    if (!isOrder(order)) {
      notify.error(INVALID_RESPONSE);
      return;
    }
    const state: WorkshopCheckoutState = { workshop, order };
    navigate('/checkout', { state });
  };

  return { book, isBooking: isLoading };
}
