import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { selectAuthStatus, useAppSelector, DialogFocus, Link, NavLink, paths, useTranslate } from '@mitti/shared';
import { shellMessages } from '../../i18n/shell-messages';
import { CloseIcon } from '../../components/icons';
import { SearchBox } from '../../features/search/search-box';
import { NAV_LINKS } from './nav-links';

/** The menu's element: the navbar's toggle names it as its popover target. */
export const MOBILE_MENU_ID = 'mobile-menu';

interface Props {
  open: boolean;
  email: string | null;
  /** The shop's owner: the menu leads to the owner's pages too. */
  owner?: boolean;
  /** The menu was found open when the app took over (the shopper opened it before). */
  onOpened: () => void;
  onClose: () => void;
  onSignOut: () => void;
}

/**
 * Sign In and Sign Up. Before the sign-in check (a page rendered on the server, a menu opened before the app
 * runs) they hold their place unseen, as in the navbar: the shopper may be signed in.
 */
function GuestLinks({ onClose }: { onClose: () => void }) {
  const className = useAppSelector(selectAuthStatus) === 'checking' ? 'mobile-menu__auth--pending' : undefined;
  const t = useTranslate();
  return (
    <>
      <li className={className}>
        <Link to={paths.login()} onClick={onClose}>
          {t(shellMessages.signIn)}
        </Link>
      </li>
      <li className={className}>
        <Link to={paths.register()} onClick={onClose}>
          {t(shellMessages.signUp)}
        </Link>
      </li>
    </>
  );
}

/**
 * Slide-in menu for small screens. It works before the app runs: it is a popover that the navbar's toggle
 * and its close button open and close without a script, and its links are links. Once the app runs it takes
 * over: focus moves in and stays inside while it is open, Escape closes it, and focus returns to the toggle
 * that opened it (after a link, the route announcer then moves on to the new page's heading).
 */
export function MobileMenu({ open, email, owner = false, onOpened, onClose, onSignOut }: Props) {
  const menu = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const taken = useRef(false);
  const t = useTranslate();

  // The app's state decides once it runs; a menu opened before that stays open under the shopper's finger.
  useEffect(() => {
    const element = menu.current;
    // A browser without popovers shows the menu by its class alone.
    if (!element || typeof element.showPopover !== 'function') return;
    const shown = element.matches(':popover-open');
    if (!taken.current) {
      taken.current = true;
      if (shown && !open) return onOpened();
    }
    if (open && !shown) element.showPopover();
    if (!open && shown) element.hidePopover();
  }, [open, onOpened]);

  // A tap that closes the menu settles it, even one that lands between the app taking over the page and the
  // effect above looking at the menu: that look must not then find it open and open it again.
  const dismiss = useCallback(() => {
    taken.current = true;
    // A browser without popovers has no hidePopover; hiding a hidden popover does nothing.
    menu.current?.hidePopover?.();
    onClose();
  }, [onClose]);

  const close = (event: MouseEvent) => {
    event.preventDefault();
    dismiss();
  };

  return (
    <div
      ref={menu}
      id={MOBILE_MENU_ID}
      className={open ? 'mobile-menu mobile-menu--open' : 'mobile-menu'}
      popover="auto"
      // Light dismiss (Escape before the app runs) closes the popover; the app's state follows it.
      onToggle={(event) => {
        if (!event.currentTarget.matches(':popover-open')) onClose();
      }}
      role="dialog"
      aria-modal="true"
      aria-label={t(shellMessages.menu)}
    >
      <div className="mobile-menu__backdrop" onClick={dismiss} />
      <div className="mobile-menu__panel" ref={panel}>
        {open && <DialogFocus dialog={panel} onClose={dismiss} />}
        <button
          type="button"
          className="navbar__icon mobile-menu__close"
          aria-label={t(shellMessages.closeMenu)}
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
          onClick={close}
        >
          <CloseIcon />
        </button>
        {email && <p className="mobile-menu__email">{email}</p>}
        <SearchBox variant="menu" onNavigate={dismiss} />
        <ul className="mobile-menu__links">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} onClick={dismiss}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          {email ? (
            <>
              <li>
                <Link to={paths.orders()} onClick={dismiss}>
                  {t(shellMessages.orders)}
                </Link>
              </li>
              {owner && (
                <li>
                  <Link to={paths.adminOrders()} onClick={dismiss}>
                    {t(shellMessages.shopAdmin)}
                  </Link>
                </li>
              )}
              <li>
                <button
                  type="button"
                  onClick={() => {
                    dismiss();
                    onSignOut();
                  }}
                >
                  {t(shellMessages.signOut)}
                </button>
              </li>
            </>
          ) : (
            <GuestLinks onClose={dismiss} />
          )}
        </ul>
      </div>
    </div>
  );
}
