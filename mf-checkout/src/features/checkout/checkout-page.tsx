import { lazy, Suspense, useMemo, useRef, useState, type FormEvent } from 'react';
import type { ShippingOptionId } from '@mitti/shared/delivery';
import {
  pricesConfirmed,
  useAppDispatch,
  selectCartItems,
  selectCartLoading,
  selectIsSignedIn,
  selectUser,
  useAppSelector,
  usePageTitle,
  paths,
  type CheckoutForm,
  type RemoteModules,
  Link,
  useLocation,
  useSearchParams,
} from '@mitti/shared';
import { checkoutTotals } from '@mitti/shared/money';
import { RESERVATION_MINUTES } from '@mitti/shared/orders';
import { BOOKED_WORKSHOP_PARAM, bookedClassFrom, type BookedClass } from '@mitti/shared/booking';
import { AccountCartLoading } from '../../components/account-cart-loading';
import { OrderSummary } from '../../components/order-summary';
import { AwaitingPaymentSlot } from '../awaiting-payment/awaiting-payment-slot';
import { PLACED_FROM_CART, placedFromBooking } from '../awaiting-payment/awaiting-storage';
import { useWorkshopNow, type WorkshopNow } from '../prices/api/get-workshop-now';
import { PriceChangeNotice } from '../prices/price-change-notice';
import { unavailableLines } from '../prices/line-problems';
import { confirmedPrices, useLinesNow } from '../prices/use-lines-now';
import { useGuestOrderMerge } from '../guest-orders/use-guest-order-merge';
import { useSaveGuestOrder } from '../guest-orders/use-save-guest-order';
import { BookedClassStatus } from './components/booked-class-status';
import { CheckoutItemsPreview } from './components/checkout-items-preview';
import type { CheckoutLine } from '../../lib/checkout-line';
import { ContactFields } from './components/contact-fields';
import { PaymentFields } from './components/payment-fields';
import { ShippingFields } from './components/shipping-fields';
import {
  FIELD_ORDER,
  savedCheckoutForm,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
} from './lib/checkout-form';
import { SIGN_IN_TO_ORDER } from '../../lib/sign-in-to-order';
import { usePlaceOrder } from './use-place-order';
import { useWords } from '../../words/words';
import '../../components/checkout.css';

// The delivery options wait for a PIN code anyway: loaded beside the form, not inside checkout's expose.
const ShippingOptions = lazy(() =>
  import('./components/shipping-options').then((module) => ({ default: module.ShippingOptions })),
);

// Only /checkout?orderId= (Retry Payment, Pay now) shows it: loaded then, not with every checkout.
const RetryPaymentPanel = lazy(() =>
  import('./components/retry-payment-panel').then((module) => ({ default: module.RetryPaymentPanel })),
);

/**
 * The booking's class: the one its URL names (`?workshop=`, Book Now's form before the app runs, or a reload),
 * as Book Now handed it over when it is the same, else as the shop sells it now; null while that is read.
 */
function bookedClass(id: string | null, handed: BookedClass | null, now: WorkshopNow | undefined): BookedClass | null {
  if (!id) return null;
  if (handed?.id === id) return handed;
  return now ? { id, name: now.name, price: now.price, imageUrl: now.imageUrl } : null;
}

function CheckoutPage() {
  const t = useWords();
  const location = useLocation();
  const [params] = useSearchParams();
  const handed = useMemo(() => bookedClassFrom(location.state), [location.state]);
  const bookedId = params.get(BOOKED_WORKSHOP_PARAM) ?? handed?.id ?? null;
  const workshopNow = useWorkshopNow(bookedId);
  const workshop = useMemo(() => bookedClass(bookedId, handed, workshopNow.data), [bookedId, handed, workshopNow.data]);
  const title = t(bookedId ? 'Workshop Booking' : 'Checkout');
  usePageTitle(title);
  useGuestOrderMerge();

  const user = useAppSelector(selectUser);
  const signedIn = useAppSelector(selectIsSignedIn);
  const cartItems = useAppSelector(selectCartItems);
  const cartLoading = useAppSelector(selectCartLoading);
  const dispatch = useAppDispatch();
  // The class's price as the shopper accepted it (its page's, until a change is accepted here).
  const [seatPrice, setSeatPrice] = useState<number | null>(null);
  const lines = useMemo<CheckoutLine[]>(
    () =>
      workshop
        ? [
            {
              id: workshop.id,
              name: workshop.name,
              price: seatPrice ?? workshop.price,
              quantity: 1,
              imageUrl: workshop.imageUrl,
              type: 'workshop',
            },
          ]
        : cartItems.map((item) => ({ ...item, type: 'product' as const })),
    [workshop, seatPrice, cartItems],
  );
  const placedFrom = workshop ? placedFromBooking(workshop.id) : PLACED_FROM_CART;
  const check = useLinesNow(lines, workshop ? workshopNow : undefined);
  const [stopped, setStopped] = useState<string[]>([]);
  const [form, setForm] = useState<CheckoutForm>(() => savedCheckoutForm(user));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [shippingOption, setShippingOption] = useState<ShippingOptionId>('standard');
  const formRef = useRef<HTMLFormElement>(null);
  const { placeOrder, isPlacing, error } = usePlaceOrder(lines, placedFrom);
  const [checking, setChecking] = useState(false);
  const saveGuestOrder = useSaveGuestOrder(lines);
  const retryOrderId = params.get('orderId') ?? params.get('order');

  const change = (field: CheckoutField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Marks every problem and focuses the first; true when the form can be used. */
  const validated = () => {
    // A class is not shipped: its booking asks for contact details only.
    const found = validateCheckout(form, { contactOnly: !!workshop });
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return !first;
  };

  const acceptPrices = () => {
    if (workshop) setSeatPrice(check.now[workshop.id]?.price ?? null);
    else dispatch(pricesConfirmed(confirmedPrices(check.now)));
  };

  /**
   * Place Order reads the prices and stock again first (issue 33): a price changed since the shopper saw it
   * stops here with the change said and Accept; a line no longer in stock stops with what to change.
   */
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStopped([]);
    if (!validated()) return;
    setChecking(true);
    const fresh = await check.refresh();
    setChecking(false);
    if (fresh && fresh.changes.length > 0) return;
    const problems = fresh ? unavailableLines(t, lines, fresh.now) : [];
    if (problems.length > 0) return setStopped(problems);
    await placeOrder(form, workshop ? 'standard' : shippingOption);
  };

  if (retryOrderId && !bookedId) {
    return (
      <div className="page" lang={t.lang}>
        <h1 className="page__title">{title}</h1>
        <Suspense
          fallback={
            <p className="checkout-card" role="status">
              {t('Loading your order...')}
            </p>
          }
        >
          <RetryPaymentPanel orderId={retryOrderId} />
        </Suspense>
      </div>
    );
  }

  if (bookedId && !workshop) return <BookedClassStatus title={title} error={workshopNow.error} />;
  if (!workshop && cartLoading) return <AccountCartLoading title={title} />;

  if (lines.length === 0) {
    return (
      <div className="page" lang={t.lang}>
        <h1 className="page__title">{title}</h1>
        <div className="checkout-card checkout-status">
          <p>{t('Your cart is empty')}</p>
          <Link className="button button--primary" to={paths.store()}>
            {t('Continue Shopping')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="page" lang={t.lang}>
      <h1 className="page__title">{title}</h1>
      {!signedIn && (
        <p className="checkout-alert" role="status">
          {t(SIGN_IN_TO_ORDER)}.{' '}
          <Link to={paths.login()} state={{ from: location }}>
            {t('Sign in')}
          </Link>
          {t(', or save it as a guest order with your address below: it is placed on your account when you sign in.')}
        </p>
      )}
      <AwaitingPaymentSlot placedFrom={placedFrom} />
      <form
        ref={formRef}
        className="checkout-layout"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={title}
      >
        <div>
          <ContactFields form={form} errors={errors} onValueChange={change} />
          {!workshop && <ShippingFields form={form} errors={errors} onValueChange={change} />}
          {!workshop && (
            <Suspense fallback={null}>
              <ShippingOptions
                pin={form.zipCode}
                standardShipping={checkoutTotals(check.priced).shipping}
                selected={shippingOption}
                onSelect={setShippingOption}
              />
            </Suspense>
          )}
          <PaymentFields
            saveInfo={form.saveInfo}
            onSaveInfoChange={(saveInfo) => setForm((f) => ({ ...f, saveInfo }))}
          />
        </div>
        <div>
          <OrderSummary lines={check.priced} shippingOption={workshop ? 'standard' : shippingOption}>
            <CheckoutItemsPreview lines={check.priced} now={check.now} />
          </OrderSummary>
          <PriceChangeNotice changes={check.changes} onAccept={acceptPrices} />
          {stopped.length > 0 && (
            <div className="checkout-alert" role="alert">
              <p>{t('Some pieces are no longer available as ordered. Change your order to continue:')}</p>
              <ul>
                {stopped.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          )}
          {signedIn && (
            <p className="checkout-note">
              {t(
                workshop
                  ? 'Place Order holds your seat for {minutes} minutes while you pay.'
                  : 'Place Order holds these pieces for {minutes} minutes while you pay.',
                { minutes: RESERVATION_MINUTES },
              )}
            </p>
          )}
          {error && (
            <p className="checkout-alert" role="alert">
              {error}
            </p>
          )}
          <div className="checkout-actions checkout-actions--stacked">
            {signedIn ? (
              <button type="submit" className="button button--primary" disabled={isPlacing || checking}>
                {t(isPlacing || checking ? 'Processing...' : 'Place Order')}
              </button>
            ) : (
              // A paid order needs an account: a guest is shown the way to one, not a button that only refuses.
              <Link className="button button--primary" to={paths.login()} state={{ from: location }}>
                {t('Sign In to Place Order')}
              </Link>
            )}
            {!signedIn && !workshop && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => validated() && check.changes.length === 0 && saveGuestOrder(form, shippingOption)}
              >
                {t('Save as Guest Order')}
              </button>
            )}
            <Link className="button button--ghost" to={workshop ? paths.workshops() : paths.cart()}>
              {t(workshop ? 'Back to Workshops' : 'Back to Cart')}
            </Link>
          </div>
        </div>
      </form>
    </div>
  );
}

export default CheckoutPage satisfies RemoteModules['checkout/CheckoutPage'];
