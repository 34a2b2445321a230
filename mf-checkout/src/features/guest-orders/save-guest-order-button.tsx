import { addGuestOrder, cartCleared, notify, selectCartItems, useAppDispatch, useAppSelector } from '@mitti/shared';
import { orderTotals } from '../cart/lib/order-totals';

/** A signed-out shopper keeps the order in this browser; it is placed on their account at the next sign-in. */
export function SaveGuestOrderButton() {
  const items = useAppSelector(selectCartItems);
  const dispatch = useAppDispatch();

  const save = () => {
    addGuestOrder({
      items: items.map(({ id, name, price, quantity }) => ({ id, name, price, quantity, type: 'product' })),
      totalAmount: orderTotals(items).total,
    });
    dispatch(cartCleared());
    notify.success('Guest order saved. Sign in to place it on your account.');
  };

  return (
    <button type="button" className="button button--ghost" onClick={save} disabled={items.length === 0}>
      Save as Guest Order
    </button>
  );
}
