import { NavLink, paths } from '@mitti/shared';
import './admin.css';

/** The owner's sections; each is its own page of the remote. */
export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Owner">
      <NavLink to={paths.adminOrders()}>Orders</NavLink>
      <NavLink to={paths.adminProducts()}>Products</NavLink>
      <NavLink to={paths.adminWorkshops()}>Workshops</NavLink>
      <NavLink to={paths.adminMessages()}>Messages</NavLink>
      <NavLink to={paths.adminEmail()}>E-mail</NavLink>
      <NavLink to={paths.adminSubscribers()}>Subscribers</NavLink>
      <NavLink to={paths.adminReviews()}>Reviews</NavLink>
      <NavLink to={paths.adminPerformance()}>Performance</NavLink>
    </nav>
  );
}
