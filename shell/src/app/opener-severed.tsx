import { useEffect } from 'react';
import { Outlet } from '@mitti/shared';

/** A page of another origin opened this window and holds it: it could navigate it, or count its frames. */
function heldByAnotherOrigin(): boolean {
  try {
    return !!window.opener && (window.opener as Window).location.origin !== location.origin;
  } catch {
    // Another origin's location cannot be read.
    return true;
  }
}

/** Kept in the tab's session storage once the page was loaded again for the policy. */
const RELOADED = 'mitti-opener-severed';

/**
 * Around the routes that sever an opener (route-table.ts, decision 135). Their documents send the opener policy,
 * so a page on another site that opened the shop's window loses it as they load. Reached within the app from a
 * page whose document did not send it, such a route is loaded again as a document (once: that severs it).
 */
export function OpenerSevered() {
  useEffect(() => {
    if (!heldByAnotherOrigin()) return;
    // Once per tab: behind a proxy that drops the policy, a reload would not sever it, and would loop. Without
    // session storage (a browser's privacy setting), no reload at all, for the same reason.
    try {
      if (sessionStorage.getItem(RELOADED)) return;
      sessionStorage.setItem(RELOADED, '1');
    } catch {
      return;
    }
    location.reload();
  }, []);
  return <Outlet />;
}
