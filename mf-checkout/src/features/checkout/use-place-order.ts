import { useState } from 'react';
import { notify, selectUser, useAppSelector, type CheckoutForm } from '@mitti/shared';
import { checkoutTotals } from '@mitti/shared/money';
import { normalizeAddress, normalizePhone } from '@mitti/shared/address';
import type { ShippingOptionId } from '@mitti/shared/delivery';
import { readAwaitingPayment } from '../awaiting-payment/awaiting-storage';
import { useCreatePaymentIntentMutation } from './api/create-payment-intent';
import type { CheckoutLine } from '../../lib/checkout-line';
import { SAVED_INFO_KEY } from './lib/checkout-form';
import { SIGN_IN_TO_ORDER } from '../../lib/sign-in-to-order';
import { INTENT_FAILED, processOrderError, useHandOffToPayment } from '../awaiting-payment/hand-off';
import { useWords } from '../../words/words';

/**
 * Place Order: the order and its payment link in one call (create-intent), at the prices and total the shopper
 * was shown (the server refuses others, decision 038), then the redirect page. Nothing is held before this
 * call: a class's seat too is taken here, not at Book Now. The cart stays as it is until the order is paid;
 * placing again from the same cart or booking replaces the order from there still awaiting payment (`placedFrom`,
 * decision 074).
 */
export function usePlaceOrder(lines: readonly CheckoutLine[], placedFrom: string) {
  const t = useWords();
  const user = useAppSelector(selectUser);
  const handOff = useHandOffToPayment();
  const [createIntent, { isLoading }] = useCreatePaymentIntentMutation();
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    notify.error(message);
  };

  const placeOrder = async (form: CheckoutForm, shippingOption: ShippingOptionId = 'standard') => {
    setError(null);
    if (!user) return fail(t(SIGN_IN_TO_ORDER));
    const phone = normalizePhone(form.phone);
    const totals = checkoutTotals(lines, shippingOption);
    const workshopOnly = lines.every((line) => line.type === 'workshop');
    const awaiting = readAwaitingPayment();
    if (form.saveInfo) localStorage.setItem(SAVED_INFO_KEY, JSON.stringify({ ...form, saveInfo: undefined }));
    else localStorage.removeItem(SAVED_INFO_KEY);
    try {
      const response = await createIntent({
        // Only what the API reads (its contract): who orders is the signed-in caller, and the prices and total
        // are the ones the shopper was shown, which the server holds to its own (decision 038).
        orderData: {
          items: lines.map(({ id, quantity, type, price }) => ({ id, quantity, type, price })),
          totalAmount: totals.total,
          // A class is not shipped: the studio reaches the shopper on the contact mobile instead.
          ...(workshopOnly ? { contactPhone: phone } : { shippingAddress: normalizeAddress(form), shippingOption }),
          // Placing again from here replaces the order from here still awaiting payment, whichever tab placed
          // it (decision 074); the one this tab remembers is named too, for orders placed before that.
          placedFrom,
          ...(awaiting?.placedFrom === placedFrom ? { replacesOrderId: awaiting.orderId } : {}),
        },
        paymentData: { userPhone: phone },
      }).unwrap();
      const handOffError = handOff(response, response.orderId ?? '', INTENT_FAILED, placedFrom);
      if (handOffError) fail(handOffError);
    } catch (caught) {
      fail(processOrderError(t, caught, workshopOnly));
    }
  };

  return { placeOrder, isPlacing: isLoading, error };
}
