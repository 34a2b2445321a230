import { lazy, Suspense, useMemo, useState, type MouseEvent } from 'react';
import {
  pricesConfirmed,
  selectCartItems,
  selectCartPaidOrders,
  selectCartLoading,
  selectIsSignedIn,
  useAppDispatch,
  useAppSelector,
  usePageTitle,
  paths,
  type RemoteModules,
  Link,
  DeliverToCheck,
} from '@mitti/shared';
import { orderTotals } from '@mitti/shared/money';
import { AccountCartLoading } from '../../components/account-cart-loading';
import { OrderSummary } from '../../components/order-summary';
import { AwaitingPaymentSlot } from '../awaiting-payment/awaiting-payment-slot';
import type { CheckoutLine } from '../../lib/checkout-line';
import { PLACED_FROM_CART } from '../awaiting-payment/awaiting-storage';
import { unavailableLines } from '../prices/line-problems';
import { PriceChangeNotice } from '../prices/price-change-notice';
import { confirmedPrices, useLinesNow } from '../prices/use-lines-now';
import { SaveGuestOrderLink } from '../guest-orders/save-guest-order-link';
import { useGuestOrderMerge } from '../guest-orders/use-guest-order-merge';
import { CartLine } from './components/cart-line';
import { useWords } from '../../words/words';
import { useQuickOrder } from './use-quick-order';
import '../../components/checkout.css';

// Only a Quick Order shows it (its form and the delivery rules): loaded then, not with every cart.
const QuickOrderDialog = lazy(() =>
  import('./components/quick-order-dialog').then((module) => ({ default: module.QuickOrderDialog })),
);

function CartPage() {
  const t = useWords();
  usePageTitle(t('Shopping Cart'));
  useGuestOrderMerge();
  const items = useAppSelector(selectCartItems);
  const paidOrders = useAppSelector(selectCartPaidOrders);
  const loading = useAppSelector(selectCartLoading);
  const signedIn = useAppSelector(selectIsSignedIn);
  const dispatch = useAppDispatch();
  const { requestQuickOrder, placeQuickOrder, cancelQuickOrder, confirming, isPlacing, error } = useQuickOrder();
  const lines = useMemo<CheckoutLine[]>(() => items.map((item) => ({ ...item, type: 'product' as const })), [items]);
  // The server's price and stock per line (issue 33), read when the cart opens.
  const check = useLinesNow(lines);
  const [stopped, setStopped] = useState(false);
  // Lines the current stock no longer covers: nothing goes ahead until each is removed or lowered.
  const problems = unavailableLines(t, lines, check.now);
  // Nor before the shopper has accepted a price that changed since the piece was added.
  const unlessStockProblems = (event: MouseEvent) => {
    if (problems.length === 0 && check.changes.length === 0) return true;
    event.preventDefault();
    setStopped(true);
    return false;
  };
  const acceptPrices = () => dispatch(pricesConfirmed(confirmedPrices(check.now)));

  if (loading) return <AccountCartLoading title={t('Shopping Cart')} />;

  // Orders paid in any tab, on any device or from an e-mail's link took their pieces out (decision 063).
  const unseen = paidOrders.filter((note) => !note.noticed);
  const paidNotes = unseen.length > 0 && (
    <div className="checkout-card checkout-status" role="status">
      {unseen.map((note) => (
        <p key={note.orderNumber}>
          {t('Your order {orderNumber} was paid: its pieces are no longer in your cart.', {
            orderNumber: note.orderNumber,
          })}
        </p>
      ))}
    </div>
  );

  if (items.length === 0) {
    return (
      <div className="page" lang={t.lang}>
        <h1 className="page__title">{t('Shopping Cart')}</h1>
        {paidNotes}
        <div className="checkout-card checkout-status">
          <p>{t('Your cart is empty')}</p>
          <p className="checkout-note">{t("Looks like you haven't added any pieces yet.")}</p>
          <Link className="button button--primary" to={paths.store()}>
            {t('Continue Shopping')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="page" lang={t.lang}>
      <h1 className="page__title">{t('Shopping Cart')}</h1>
      {paidNotes}
      <AwaitingPaymentSlot placedFrom={PLACED_FROM_CART} />
      <div className="checkout-layout">
        <section className="checkout-card" aria-label={t('Items in your cart')}>
          <ul className="checkout-lines">
            {items.map((item) => (
              <CartLine key={item.id} item={item} now={check.now[item.id]} />
            ))}
          </ul>
          <p className="checkout-note">
            {t(
              '7-day easy returns: unused items in their original packaging can be returned within 7 days of delivery.',
            )}
          </p>
        </section>
        <div>
          <OrderSummary lines={check.priced} />
          <DeliverToCheck />
          <PriceChangeNotice changes={check.changes} onAccept={acceptPrices} />
          {error && !confirming && (
            <div className="checkout-alert" role="alert">
              <p>{error.message}</p>
              {error.detail && <p>{error.detail}</p>}
              {!signedIn && <Link to={paths.login()}>{t('Sign in')}</Link>}
            </div>
          )}
          {stopped && problems.length > 0 && (
            <div className="checkout-alert" role="alert">
              <p>{t('Some pieces are no longer in stock. Remove them or lower the quantity to continue:')}</p>
              <ul>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="checkout-actions checkout-actions--stacked">
            <Link className="button button--primary" to={paths.checkout()} onClick={unlessStockProblems}>
              {t('Proceed to Checkout')}
            </Link>
            {/* Opens the app's dialog: not shown until the app runs (the shell's index.html, decision 067). */}
            <button
              type="button"
              className="button button--ghost"
              onClick={(event) => unlessStockProblems(event) && requestQuickOrder()}
              disabled={isPlacing}
              data-needs-app=""
            >
              {t('Quick Order (Cash on Delivery)')}
            </button>
            {!signedIn && <SaveGuestOrderLink />}
          </div>
          {!signedIn && (
            <p className="checkout-note">
              {t('Not signed in? Save this as a guest order and it will be placed on your account when you sign in.')}
            </p>
          )}
        </div>
      </div>
      {confirming && (
        <Suspense fallback={null}>
          <QuickOrderDialog
            total={orderTotals(check.priced).total}
            isPlacing={isPlacing}
            error={error}
            onConfirm={(address, cashTotal) => void placeQuickOrder(address, cashTotal)}
            onCancel={cancelQuickOrder}
          />
        </Suspense>
      )}
    </div>
  );
}

export default CartPage satisfies RemoteModules['checkout/CartPage'];
