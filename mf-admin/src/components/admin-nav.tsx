import { NavLink } from '@mitti/shared';
import './admin.css';

/** The owner's sections; each is its own page of the remote. */
export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Owner">
      <NavLink to="/admin/orders">Orders</NavLink>
      <NavLink to="/admin/products">Products</NavLink>
      <NavLink to="/admin/workshops">Workshops</NavLink>
      <NavLink to="/admin/messages">Messages</NavLink>
      <NavLink to="/admin/email">E-mail</NavLink>
      <NavLink to="/admin/subscribers">Subscribers</NavLink>
      <NavLink to="/admin/reviews">Reviews</NavLink>
      <NavLink to="/admin/performance">Performance</NavLink>
    </nav>
  );
}
