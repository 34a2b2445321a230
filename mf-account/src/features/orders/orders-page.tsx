import { useEffect, useState } from 'react';
import {
  GUEST_ORDERS_MERGED_EVENT,
  readMergedGuestOrders,
  selectUser,
  useAppSelector,
  usePageTitle,
  paths,
  type RemoteModules,
  Link,
  skipToken,
} from '@mitti/shared';
import { useGetUserOrdersQuery } from './orders-api';
import { OrderCard } from './order-card';
import { useWords } from '../../words/words';
import '../../components/account.css';
import './orders.css';

function OrdersContent() {
  const t = useWords();
  const user = useAppSelector(selectUser);
  const { data: orders, isLoading, isError, refetch } = useGetUserOrdersQuery(user?.uid ?? skipToken);
  // The orders this sign-in placed from guest orders (the merge's toast names them): pointed out below.
  const [fromGuest, setFromGuest] = useState(() => new Set(readMergedGuestOrders()));
  useEffect(() => {
    const merged = () => {
      setFromGuest(new Set(readMergedGuestOrders()));
      if (user) void refetch();
    };
    window.addEventListener(GUEST_ORDERS_MERGED_EVENT, merged);
    return () => window.removeEventListener(GUEST_ORDERS_MERGED_EVENT, merged);
  }, [user, refetch]);

  if (!user) {
    return (
      <div className="account-state">
        <p>{t('Please sign in to view your orders')}</p>
        <Link to={paths.login()} className="button button--primary">
          {t('Sign In')}
        </Link>
      </div>
    );
  }
  if (isLoading) {
    return (
      <p className="account-state" role="status">
        {t('Loading your orders...')}
      </p>
    );
  }
  if (isError || !orders) {
    return (
      <div className="account-state" role="alert">
        <p>{t('We could not load your orders. Please try again.')}</p>
        <button type="button" className="button button--primary" onClick={() => void refetch()}>
          {t('Try Again')}
        </button>
      </div>
    );
  }
  if (orders.length === 0) {
    return (
      <div className="account-state">
        <p className="account-state__title">{t("You haven't placed any orders yet")}</p>
        <p>{t('Start shopping to place your first order.')}</p>
        <Link to={paths.store()} className="button button--primary">
          {t('Start Shopping')}
        </Link>
      </div>
    );
  }
  return (
    <div className="account-orders">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} fromGuestOrder={fromGuest.has(order.id)} />
      ))}
    </div>
  );
}

function OrdersPage() {
  const t = useWords();
  usePageTitle(t('My Orders'), t('Your Mitti Studio orders and workshop bookings.'));
  return (
    <div className="page account-page" lang={t.lang}>
      <h1 className="page__title">{t('My Orders')}</h1>
      <OrdersContent />
    </div>
  );
}

export default OrdersPage satisfies RemoteModules['account/OrdersPage'];
