import { useRef } from 'react';
import { useDialogFocus, Link, NavLink } from '@mitti/shared';
import { CloseIcon } from '../../components/icons';
import { SearchBox } from '../../features/search/search-box';
import { NAV_LINKS } from './nav-links';

interface Props {
  open: boolean;
  email: string | null;
  /** The shop's owner: the menu leads to the owner's pages too. */
  owner?: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

/**
 * Slide-in menu for small screens: focus moves in and stays inside while it is open, Escape closes it, and
 * focus returns to the toggle that opened it (after a link, the route announcer then moves on to the new
 * page's heading).
 */
export function MobileMenu({ open, ...panel }: Props) {
  return open ? <MobileMenuPanel {...panel} /> : null;
}

function MobileMenuPanel({ email, owner = false, onClose, onSignOut }: Omit<Props, 'open'>) {
  const panel = useRef<HTMLDivElement>(null);
  useDialogFocus(panel, onClose);

  return (
    <div className="mobile-menu" role="dialog" aria-modal="true" aria-label="Menu">
      <div className="mobile-menu__backdrop" onClick={onClose} />
      <div className="mobile-menu__panel" ref={panel}>
        <button type="button" className="navbar__icon mobile-menu__close" aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </button>
        {email && <p className="mobile-menu__email">{email}</p>}
        <SearchBox variant="menu" onNavigate={onClose} />
        <ul className="mobile-menu__links">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} onClick={onClose}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {email ? (
            <>
              <li>
                <Link to="/orders" onClick={onClose}>
                  Orders
                </Link>
              </li>
              {owner && (
                <li>
                  <Link to="/admin/orders" onClick={onClose}>
                    Shop admin
                  </Link>
                </li>
              )}
              <li>
                <button type="button" onClick={onSignOut}>
                  Sign Out
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to="/login" onClick={onClose}>
                  Sign In
                </Link>
              </li>
              <li>
                <Link to="/register" onClick={onClose}>
                  Sign Up
                </Link>
              </li>
            </>
          )}
        </ul>
      </div>
    </div>
  );
}
