import { formatDateIndia, Link, usePageTitle, useParams, paths, type RemoteModules } from '@mitti/shared';
import { formatDateTimeIndia } from '@mitti/shared/dates';
import { AdminNav } from '../../components/admin-nav';
import { QueryState } from '../../components/query-state';
import { labelOf, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../orders/status-labels';
import { AddDateForm } from './add-date-form';
import { HindiForm } from './hindi-form';
import { SeatsForm } from './seats-form';
import { useGetWorkshopBookingsQuery, type WorkshopBookings } from './admin-workshops-api';

function Bookings({ bookings }: Pick<WorkshopBookings, 'bookings'>) {
  if (bookings.length === 0) return <p>No bookings yet.</p>;
  return (
    <div className="admin-scroll">
      <table className="admin-table">
        <caption className="visually-hidden">Bookings, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Shopper</th>
            <th scope="col">Seats</th>
            <th scope="col">Status</th>
            <th scope="col">Payment</th>
            <th scope="col">Booked</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.orderId}>
              <td>
                <Link to={paths.adminOrder(booking.orderId)}>{booking.orderNumber}</Link>
              </td>
              <td>
                {booking.name ?? 'No name'}
                {booking.email && (
                  <>
                    {' · '}
                    <a href={`mailto:${booking.email}`}>{booking.email}</a>
                  </>
                )}
                {booking.phone ? ` · ${booking.phone}` : ''}
              </td>
              <td>{booking.seats}</td>
              <td>{labelOf(ORDER_STATUS_LABELS, booking.orderStatus)}</td>
              <td>
                {labelOf(PAYMENT_STATUS_LABELS, booking.paymentStatus)}
                {booking.holdsSeats ? '' : ' (seats released)'}
              </td>
              <td>{formatDateTimeIndia(booking.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One class: its seats, another date of it, its name and description in Hindi, and who booked it. */
function WorkshopPage() {
  const { id = '' } = useParams();
  const query = useGetWorkshopBookingsQuery(id);
  const { data } = query;
  usePageTitle(data ? `${data.workshop.name} — Owner` : 'Workshop — Owner', 'A class and its bookings.');
  return (
    <div className="page admin-page">
      <AdminNav />
      <p>
        <Link to={paths.adminWorkshops()}>All workshops</Link>
      </p>
      <QueryState query={query} loading="Loading the class..." />
      {data && (
        <>
          <h1 className="page__title">{data.workshop.name}</h1>
          <p>
            {formatDateIndia(data.workshop.date)}, {data.workshop.time} · {data.workshop.instructor} ·{' '}
            <span data-testid="seats-booked">
              {data.seatsBooked} of {data.workshop.slotsTotal} seats booked
            </span>
          </p>
          <SeatsForm key={data.workshop.slotsTotal} workshop={data.workshop} />
          <AddDateForm workshop={data.workshop} />
          <HindiForm key={data.workshop.id} workshop={data.workshop} />
          <section className="admin-card" aria-label="Bookings">
            <h2>Bookings</h2>
            <Bookings bookings={data.bookings} />
          </section>
        </>
      )}
    </div>
  );
}

export default WorkshopPage satisfies RemoteModules['admin/WorkshopPage'];
