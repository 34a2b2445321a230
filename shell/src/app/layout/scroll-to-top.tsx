import { useEffect } from 'react';
import { useLocation } from '@mitti/shared';

/** Scroll resets to the top on every route change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
