import { useCallback, useState } from 'react';
import {
  selectAuthStatus,
  selectCartLineCount,
  selectUser,
  selectWishlistCount,
  useAppDispatch,
  useAppSelector,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  paths,
  useTranslate,
} from '@mitti/shared';
import { CartIcon, HeartIcon, MenuIcon } from '../../components/icons';
import { useOwnerClaim } from '../../features/auth/owner-claim';
import { signOutUser } from '../../features/auth/sign-out';
import { SearchBox } from '../../features/search/search-box';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';
import { ProfileMenu } from './profile-menu';
import { LanguageSwitch } from './language-switch';
import { shellMessages } from '../../i18n/shell-messages';

/** The link's name is its visible text ('Cart', then the count), so speech input and screen readers agree. */
function Badge({ count, label }: { count: number; label: string }) {
  const t = useTranslate();
  return (
    <>
      <span className="navbar__badge" data-testid={`${label}-count`}>
        {count}
      </span>
      <span className="visually-hidden"> {t(count === 1 ? shellMessages.oneItem : shellMessages.items)}</span>
    </>
  );
}

/**
 * Sign In and Sign Up. Before the sign-in check (a page rendered on the server) they hold their place unseen;
 * the check's end, which lands while the page hydrates, re-renders them alone, not the navbar.
 */
function GuestLinks() {
  const checking = useAppSelector(selectAuthStatus) === 'checking';
  const t = useTranslate();
  return (
    <div className={checking ? 'navbar__auth navbar__auth--pending' : 'navbar__auth'}>
      <Link to={paths.login()} className="button button--ghost">
        {t(shellMessages.signIn)}
      </Link>
      <Link to={paths.register()} className="button button--primary">
        {t(shellMessages.signUp)}
      </Link>
    </div>
  );
}

export function Navbar() {
  const user = useAppSelector(selectUser);
  const cartCount = useAppSelector(selectCartLineCount);
  const wishlistCount = useAppSelector(selectWishlistCount);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Menus remember the page they were opened on, so navigating closes them (back/forward too); a tap on a
  // link closes them itself, as a link to the page already shown does not navigate anywhere new.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [profileOpenOn, setProfileOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const profileOpen = profileOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  const setProfileOpen = useCallback((open: boolean) => setProfileOpenOn(open ? pathname : null), [pathname]);
  const closeMenu = useCallback(() => setMenuOpenOn(null), []);
  const menuFoundOpen = useCallback(() => setMenuOpenOn(pathname), [pathname]);
  const owner = useOwnerClaim(profileOpen || menuOpen) === true;
  const t = useTranslate();

  const signOut = async () => {
    setMenuOpenOn(null);
    setProfileOpenOn(null);
    await signOutUser(dispatch);
    navigate(paths.home());
  };

  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label={t(shellMessages.mainNavigation)}>
        <Link to={paths.home()} className="navbar__brand">
          Mitti Studio
        </Link>
        <ul className="navbar__links">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className="navbar__link">
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <SearchBox variant="navbar" />
        <div className="navbar__actions">
          <Link to={paths.wishlist()} className="navbar__icon">
            <HeartIcon />
            <span className="visually-hidden">{t(shellMessages.wishlist)}</span>
            <Badge count={wishlistCount} label="wishlist" />
          </Link>
          <Link to={paths.cart()} className="navbar__icon">
            <CartIcon />
            <span className="visually-hidden">{t(shellMessages.cart)}</span>
            <Badge count={cartCount} label="cart" />
          </Link>
          <LanguageSwitch className="navbar__language" />
          {user ? (
            <ProfileMenu open={profileOpen} owner={owner} onOpenChange={setProfileOpen} onSignOut={signOut} />
          ) : (
            <GuestLinks />
          )}
          <button
            type="button"
            className="navbar__icon navbar__menu-toggle"
            aria-label={t(shellMessages.openMenu)}
            // Before the app runs the browser opens the menu (a popover); once it runs, the app does. Either
            // way the browser tells assistive technology whether it is open (HTML allows no aria-expanded here).
            popoverTarget={MOBILE_MENU_ID}
            onClick={(event) => {
              event.preventDefault();
              setMenuOpen(true);
            }}
          >
            <MenuIcon />
          </button>
        </div>
      </nav>
      <MobileMenu
        open={menuOpen}
        email={user?.email ?? null}
        owner={owner}
        onOpened={menuFoundOpen}
        onClose={closeMenu}
        onSignOut={signOut}
      />
    </header>
  );
}
