import { usePageTitle, type RemoteModules } from '@mitti/shared';

function OrdersPage() {
  usePageTitle('My Orders');
  return (
    <div className="page">
      <h1 className="page__title">My Orders</h1>
      <p>You haven't placed any orders yet</p>
    </div>
  );
}

export default OrdersPage satisfies RemoteModules['account/OrdersPage'];
