import {
  addGuestOrder,
  cartCleared,
  notify,
  useAppDispatch,
  useNavigate,
  paths,
  type CheckoutForm,
} from '@mitti/shared';
import { CARD_OR_UPI } from '@mitti/shared/orders';
import { checkoutTotals } from '@mitti/shared/money';
import type { ShippingOptionId } from '@mitti/shared/delivery';
import type { CheckoutLine } from '../../lib/checkout-line';
import { normalizeAddress } from '@mitti/shared/address';
import { useWords } from '../../words/words';

export const GUEST_ORDER_SAVED = 'Guest order saved. Sign in to place it on your account.';

/**
 * Keeps a signed-out shopper's order in this browser with the address and contact from the (already
 * validated) checkout form, the shipping option and the payment the checkout offered (card / UPI, issue 33: it
 * never turns into cash on delivery) and the prices it showed; the next sign-in places it on their account as
 * exactly that. Then on to sign in.
 */
export function useSaveGuestOrder(lines: readonly CheckoutLine[]) {
  const t = useWords();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (form: CheckoutForm, shippingOption: ShippingOptionId) => {
    addGuestOrder({
      items: lines.map(({ id, name, price, quantity }) => ({ id, name, price, quantity, type: 'product' })),
      totalAmount: checkoutTotals(lines, shippingOption).total,
      paymentMethod: CARD_OR_UPI,
      shippingOption,
      shippingAddress: normalizeAddress(form),
      guestEmail: form.email.trim(),
    });
    dispatch(cartCleared());
    notify.success(t(GUEST_ORDER_SAVED));
    navigate(paths.login());
  };
}
