import { NavLink } from '@mitti/shared';
import './admin.css';

/** The owner's sections; each is its own page of the remote. */
export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Owner">
      <NavLink to="/admin/orders">Orders</NavLink>
      <NavLink to="/admin/products">Products</NavLink>
    </nav>
  );
}
