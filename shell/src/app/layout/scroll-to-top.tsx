import { useEffect, useRef } from 'react';
import { useLocation } from '@mitti/shared';

/**
 * Scroll resets to the top on every route change, never when the app starts: the page the browser loaded
 * is where the browser put it, and a shopper who scrolled before the app ran (to Add to Cart, say) is not
 * sent back up under their finger.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
