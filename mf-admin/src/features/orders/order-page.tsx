import {
  formatRupees,
  InvoiceDownload,
  Link,
  SHIPPING_OPTIONS,
  useParams,
  usePageTitle,
  skipToken,
  paths,
  type RemoteModules,
  type ShippingOptionId,
} from '@mitti/shared';
import { formatDateTimeIndia } from '@mitti/shared/dates';
import { AdminNav } from '../../components/admin-nav';
import { QueryState } from '../../components/query-state';
import { useGetAdminOrderQuery, type AdminOrder } from './admin-orders-api';
import { CodConfirmPanel } from './cod-confirm-panel';
import { RefundPanel } from './refund-panel';
import { StatusForm } from './status-form';
import { labelOf, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from './status-labels';

/** ' (Express)' beside Shipping for an option other than standard. */
const shippingLabel = (option: string) =>
  option in SHIPPING_OPTIONS && option !== 'standard' ? ` (${SHIPPING_OPTIONS[option as ShippingOptionId].label})` : '';

/** The studio's notes, oldest first, each with its time; the shopper sees them on /orders. */
function AdminNotes({ order }: { order: AdminOrder }) {
  return (
    <section className="admin-card" aria-label="Admin notes">
      <h2>Notes to the shopper</h2>
      {order.adminNotes.length > 0 ? (
        <ul className="admin-notes">
          {order.adminNotes.map((note, index) => (
            <li key={index}>
              <time dateTime={note.at}>{formatDateTimeIndia(note.at)}</time> {note.text}
            </li>
          ))}
        </ul>
      ) : (
        <p>None yet.</p>
      )}
    </section>
  );
}

/** Everything the shopper gave, as the owner needs it to fulfil the order. */
function OrderFacts({ order }: { order: AdminOrder }) {
  const address = order.shippingAddress;
  return (
    <>
      <section className="admin-card" aria-label="Customer">
        <h2>Customer</h2>
        <dl className="admin-facts">
          <dt>Name</dt>
          <dd>{order.userName ?? '—'}</dd>
          <dt>E-mail</dt>
          <dd>{order.userEmail ? <a href={`mailto:${order.userEmail}`}>{order.userEmail}</a> : '—'}</dd>
          <dt>Phone</dt>
          <dd>{address?.phone ?? order.contactPhone ?? '—'}</dd>
          <dt>Ship to</dt>
          <dd>
            {address
              ? [
                  `${address.firstName ?? ''} ${address.lastName ?? ''}`.trim(),
                  address.address,
                  `${address.city ?? ''}, ${address.state ?? ''} ${address.zipCode ?? ''}`,
                  address.country,
                ]
                  .filter(Boolean)
                  .map((line) => (
                    <span key={line} className="admin-line">
                      {line}
                    </span>
                  ))
              : 'Nothing to ship (workshop booking)'}
          </dd>
          <dt>Shopper’s note</dt>
          <dd>{order.notes ?? '—'}</dd>
        </dl>
      </section>
      <section className="admin-card" aria-label="Items">
        <h2>Items</h2>
        <div className="admin-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Quantity</th>
                <th scope="col">Price</th>
                <th scope="col">Line total</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={`${item.type}:${item.id}`}>
                  <td>
                    {item.name}
                    {item.type === 'workshop' ? ' (workshop)' : ''}
                  </td>
                  <td>{item.quantity}</td>
                  <td>{formatRupees(item.price)}</td>
                  <td>{formatRupees(item.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {/* Every line the shopper paid or pays, so they add up to the total (issue 33: the COD fee was left out). */}
        <dl className="admin-facts" aria-label="Totals">
          <dt>Subtotal</dt>
          <dd>{formatRupees(order.subtotal)}</dd>
          <dt>Shipping{shippingLabel(order.shippingOption)}</dt>
          <dd>{order.shipping === 0 ? 'Free' : formatRupees(order.shipping)}</dd>
          {order.codFee > 0 && (
            <>
              <dt>Cash on delivery fee</dt>
              <dd>{formatRupees(order.codFee)}</dd>
            </>
          )}
          <dt>Total</dt>
          <dd>{formatRupees(order.totalAmount)}</dd>
          <dt>Payment</dt>
          <dd>
            {order.paymentMethod}, {labelOf(PAYMENT_STATUS_LABELS, order.paymentStatus)}
          </dd>
        </dl>
      </section>
    </>
  );
}

function OrderPage() {
  const { id } = useParams();
  const query = useGetAdminOrderQuery(id ?? skipToken);
  const { data: order } = query;
  usePageTitle(order ? `Order ${order.orderNumber} — Owner` : 'Order — Owner', 'One of the shop’s orders.');
  return (
    <div className="page admin-page">
      <AdminNav />
      <p>
        <Link to={paths.adminOrders()}>Back to orders</Link>
      </p>
      <QueryState query={query} loading="Loading the order..." />
      {order && (
        <>
          <h1 className="page__title">Order {order.orderNumber}</h1>
          <p className="admin-summary">
            Placed {formatDateTimeIndia(order.createdAt)} · Status:{' '}
            <strong data-testid="order-status">{labelOf(ORDER_STATUS_LABELS, order.orderStatus)}</strong>
          </p>
          {/* The shopper's GST invoice, once the order has one (decision 027): the owner may download it too. */}
          <InvoiceDownload order={order} />
          {order.failureReason && <p className="admin-notice">{order.failureReason}</p>}
          {order.cancelReason && <p className="admin-notice">Cancelled: {order.cancelReason}</p>}
          <div className="admin-columns">
            <div>
              <OrderFacts order={order} />
            </div>
            <div>
              <CodConfirmPanel key={order.id} order={order} />
              <StatusForm key={order.id} order={order} />
              <RefundPanel order={order} />
              <AdminNotes order={order} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}

export default OrderPage satisfies RemoteModules['admin/OrderPage'];
