import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { CloseIcon } from '../icons';
import { SearchBox } from '../../features/search/search-box';
import { NAV_LINKS } from './nav-links';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

interface Props {
  open: boolean;
  email: string | null;
  onClose: () => void;
  onSignOut: () => void;
}

/**
 * Slide-in menu for small screens: focus moves in and stays inside while it is open, Escape closes it, and
 * focus returns to the toggle that opened it.
 */
export function MobileMenu({ open, email, onClose, onSignOut }: Props) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const node = panel.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    node?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key !== 'Tab' || !node) return;
      const focusable = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back to the menu toggle; after a link, the route announcer then moves on to the new page's heading.
      opener?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
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
              <NavLink to={link.to} end={link.to === '/'}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {email ? (
            <>
              <li>
                <Link to="/orders">Orders</Link>
              </li>
              <li>
                <button type="button" onClick={onSignOut}>
                  Sign Out
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to="/login">Sign In</Link>
              </li>
              <li>
                <Link to="/register">Sign Up</Link>
              </li>
            </>
          )}
        </ul>
      </div>
    </div>
  );
}
