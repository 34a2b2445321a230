import { formatRupees, Link, usePageTitle, useSearchParams, paths, type RemoteModules } from '@mitti/shared';
import { awaitsCodConfirmation, CASH_ON_DELIVERY } from '@mitti/shared/orders';
import { formatDateTimeIndia, formatTimeLeft } from '@mitti/shared/dates';
import { AdminNav } from '../../components/admin-nav';
import { QueryState } from '../../components/query-state';
import { COD_TO_CONFIRM, useGetAdminOrdersQuery, type AdminOrder, type AdminOrderFilters } from './admin-orders-api';
import { OrderFilters } from './order-filters';
import { labelOf, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './status-labels';

const FILTER_KEYS = ['q', 'status', 'paymentStatus', 'method', 'from', 'to', 'page'] as const;

/** 'Cash on delivery, Pending · confirm within 47 h 12 min' or 'Card / UPI, Paid'. */
function paymentOf(order: AdminOrder): string {
  const method = order.paymentMethod === CASH_ON_DELIVERY ? 'Cash on delivery' : order.paymentMethod;
  const status = `${method}, ${labelOf(PAYMENT_STATUS_LABELS, order.paymentStatus)}`;
  if (!awaitsCodConfirmation(order)) return status;
  const left = formatTimeLeft(order.heldUntil);
  return left ? `${status} · confirm within ${left}` : status;
}

function OrdersPage() {
  usePageTitle('Orders — Owner', 'The shop’s orders.');
  const [params, setParams] = useSearchParams();
  const filters: AdminOrderFilters = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
  );
  const query = useGetAdminOrdersQuery(filters);
  const { data, isFetching } = query;
  const apply = (next: AdminOrderFilters) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => !!value)) as Record<string, string>);
  const page = data?.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="page admin-page">
      <AdminNav />
      <h1 className="page__title">Orders</h1>
      {data && data.refundsOwed.count > 0 && (
        <p className="admin-notice">
          Refunds owed: {data.refundsOwed.count} {data.refundsOwed.count === 1 ? 'order' : 'orders'},{' '}
          {formatRupees(data.refundsOwed.amount)}.{' '}
          <Link to={`${paths.adminOrders()}?paymentStatus=refund_due`}>Show them</Link>
        </p>
      )}
      {data && data.codToConfirm.count > 0 && (
        <p className="admin-notice">
          Cash on delivery to confirm by phone: {data.codToConfirm.count}{' '}
          {data.codToConfirm.count === 1 ? 'order' : 'orders'}.{' '}
          <Link
            to={`${paths.adminOrders()}?${new URLSearchParams(COD_TO_CONFIRM as Record<string, string>).toString()}`}
          >
            Show them
          </Link>
        </p>
      )}
      <OrderFilters key={params.toString()} filters={filters} onApply={apply} />
      <QueryState query={query} loading="Loading orders..." />
      {data && data.orders.length === 0 && <p className="admin-state">No orders match.</p>}
      {data && data.orders.length > 0 && (
        <div className="admin-scroll">
          <table className="admin-table" aria-busy={isFetching}>
            <caption className="visually-hidden">Orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Customer</th>
                <th scope="col">Total</th>
                <th scope="col">Status</th>
                <th scope="col">Payment</th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link to={paths.adminOrder(order.id)}>{order.orderNumber}</Link>
                  </td>
                  <td>{formatDateTimeIndia(order.createdAt)}</td>
                  <td>{order.userEmail ?? order.userName ?? order.userId}</td>
                  <td>{formatRupees(order.totalAmount)}</td>
                  <td>{labelOf(ORDER_STATUS_LABELS, order.orderStatus)}</td>
                  <td>{paymentOf(order)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.total > 0 && (
        <nav className="admin-paging" aria-label="Pages">
          <button
            type="button"
            className="button button--ghost"
            disabled={page <= 1}
            onClick={() => apply({ ...filters, page: String(page - 1) })}
          >
            Previous
          </button>
          <span>
            Page {page} of {pages} ({data.total} {data.total === 1 ? 'order' : 'orders'})
          </span>
          <button
            type="button"
            className="button button--ghost"
            disabled={page >= pages}
            onClick={() => apply({ ...filters, page: String(page + 1) })}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}

export default OrdersPage satisfies RemoteModules['admin/OrdersPage'];
