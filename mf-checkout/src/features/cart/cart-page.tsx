import { usePageTitle, type RemoteModules } from '@mitti/shared';

function CartPage() {
  usePageTitle('Shopping Cart');
  return (
    <div className="page">
      <h1 className="page__title">Shopping Cart</h1>
      <p>Your cart is empty</p>
    </div>
  );
}

export default CartPage satisfies RemoteModules['checkout/CartPage'];
