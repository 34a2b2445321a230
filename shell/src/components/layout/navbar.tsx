import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { selectCartLineCount, selectUser, selectWishlistCount, useAppDispatch, useAppSelector } from '@mitti/shared';
import { CartIcon, HeartIcon, MenuIcon, UserIcon } from '../icons';
import { signOutUser } from '../../features/auth/sign-out';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';

function Badge({ count, label }: { count: number; label: string }) {
  return (
    <span className="navbar__badge" data-testid={`${label}-count`} aria-label={`${count} ${label} items`}>
      {count}
    </span>
  );
}

export function Navbar() {
  const user = useAppSelector(selectUser);
  const cartCount = useAppSelector(selectCartLineCount);
  const wishlistCount = useAppSelector(selectWishlistCount);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Menus remember the page they were opened on, so navigating closes them.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [profileOpenOn, setProfileOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const profileOpen = profileOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const setProfileOpen = (open: boolean) => setProfileOpenOn(open ? pathname : null);
  const profileRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!profileOpen) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent ? event.key === 'Escape' : !profileRef.current?.contains(event.target as Node)
      ) {
        setProfileOpenOn(null);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [profileOpen]);

  const closeMenu = useCallback(() => setMenuOpenOn(null), []);

  const signOut = async () => {
    await signOutUser(dispatch);
    navigate('/');
  };

  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label="Main">
        <Link to="/" className="navbar__brand">
          Mitti Studio
        </Link>
        <ul className="navbar__links">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className="navbar__link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="navbar__actions">
          <Link to="/wishlist" className="navbar__icon" aria-label="Wishlist">
            <HeartIcon />
            <Badge count={wishlistCount} label="wishlist" />
          </Link>
          <Link to="/cart" className="navbar__icon" aria-label="Cart">
            <CartIcon />
            <Badge count={cartCount} label="cart" />
          </Link>
          {user ? (
            <div className="navbar__profile" ref={profileRef}>
              <button
                type="button"
                className="navbar__icon"
                aria-haspopup="menu"
                aria-expanded={profileOpen}
                aria-label="Profile menu"
                onClick={() => setProfileOpen(!profileOpen)}
              >
                <UserIcon />
              </button>
              {profileOpen && (
                <ul className="navbar__menu" role="menu">
                  <li role="none">
                    <Link role="menuitem" to="/account">
                      Profile
                    </Link>
                  </li>
                  <li role="none">
                    <Link role="menuitem" to="/orders">
                      Orders
                    </Link>
                  </li>
                  <li role="none">
                    <button role="menuitem" type="button" onClick={signOut}>
                      Sign Out
                    </button>
                  </li>
                </ul>
              )}
            </div>
          ) : (
            <div className="navbar__auth">
              <Link to="/login" className="button button--ghost">
                Sign In
              </Link>
              <Link to="/register" className="button button--primary">
                Sign Up
              </Link>
            </div>
          )}
          <button
            type="button"
            className="navbar__icon navbar__menu-toggle"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </nav>
      <MobileMenu open={menuOpen} email={user?.email ?? null} onClose={closeMenu} onSignOut={signOut} />
    </header>
  );
}
