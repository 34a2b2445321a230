import { usePageTitle, type RemoteModules } from '@mitti/shared';

function CheckoutPage() {
  usePageTitle('Checkout');
  return (
    <div className="page">
      <h1 className="page__title">Checkout</h1>
      <p>Contact information</p>
    </div>
  );
}

export default CheckoutPage satisfies RemoteModules['checkout/CheckoutPage'];
