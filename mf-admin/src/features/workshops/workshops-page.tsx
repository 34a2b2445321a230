import { formatDateIndia, formatRupees, Link, usePageTitle, paths, type RemoteModules } from '@mitti/shared';
import { AdminNav } from '../../components/admin-nav';
import { QueryState } from '../../components/query-state';
import { useGetAdminWorkshopsQuery } from './admin-workshops-api';

/** Every class on the calendar, soonest first, with its seats booked; each opens its own page. */
function WorkshopsPage() {
  usePageTitle('Workshops — Owner', 'The studio’s classes and their bookings.');
  const query = useGetAdminWorkshopsQuery();
  const { data: workshops } = query;
  return (
    <div className="page admin-page">
      <AdminNav />
      <h1 className="page__title">Workshops</h1>
      <QueryState query={query} loading="Loading workshops..." />
      {workshops && (
        <div className="admin-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">Classes, soonest first</caption>
            <thead>
              <tr>
                <th scope="col">Class</th>
                <th scope="col">Date</th>
                <th scope="col">Teacher</th>
                <th scope="col">Price</th>
                <th scope="col">Seats booked</th>
              </tr>
            </thead>
            <tbody>
              {workshops.map((workshop) => (
                <tr key={workshop.id}>
                  <td>
                    <Link to={paths.adminWorkshop(workshop.id)}>{workshop.name}</Link>
                  </td>
                  <td>
                    {formatDateIndia(workshop.date)}, {workshop.time}
                  </td>
                  <td>{workshop.instructor}</td>
                  <td>{formatRupees(workshop.price)}</td>
                  <td>
                    {workshop.slotsTotal - workshop.slotsAvailable} of {workshop.slotsTotal}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export default WorkshopsPage satisfies RemoteModules['admin/WorkshopsPage'];
