import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory, type Location } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type RouterState = { action: BrowserHistory['action']; location: Location };

/** The URL a page was rendered for: what the router compares and renders, without history's state. */
export type ServerLocation = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * The document's mark while a move to another page is under way: the page it goes to (its chunk, a remote's
 * module) is still on its way, and the page being left stays on screen meanwhile. The shell shows a bar.
 */
export const NAVIGATING_ATTRIBUTE = 'data-navigating';
const markNavigating = (on: boolean) => {
  document.documentElement.toggleAttribute(NAVIGATING_ATTRIBUTE, on);
};

const sameLocation = (a: ServerLocation, b: ServerLocation) =>
  a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/**
 * React Router's `BrowserRouter` for a page the server rendered and the browser hydrates in slices
 * (decision 055). It renders `serverLocation`, the URL the document was rendered for, until it has committed,
 * then catches up with the address bar if it moved meanwhile. `BrowserRouter` reads the address bar on
 * every attempt: hydration in slices starts again from the root when a tap lands on markup not hydrated yet,
 * and a start that read a new URL would render another page against the server's markup.
 */
export function HydratingBrowserRouter({
  serverLocation,
  basename,
  children,
}: {
  /** Absent for a page rendered in the browser: the address bar's. */
  serverLocation?: ServerLocation;
  /** The page's language's prefix (`/hi`), which every route and link of the page is under (decision 102). */
  basename?: string;
  children: ReactNode;
}) {
  const [history] = useState(() => UNSAFE_createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<RouterState>(() => ({
    action: history.action,
    location:
      !serverLocation || sameLocation(history.location, serverLocation)
        ? history.location
        : { ...history.location, ...serverLocation, state: null, key: 'default' },
  }));
  useLayoutEffect(() => {
    const follow = (next: RouterState) => {
      markNavigating(true);
      startTransition(() => setState(next));
    };
    const unlisten = history.listen(follow);
    // In a transition, as every move: a tap that made React hydrate at once lands on the page it was made on.
    if (!sameLocation(history.location, state.location)) follow({ action: history.action, location: history.location });
    return unlisten;
    // The catch-up is for the first commit only; later moves come through the listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history]);
  // A move has committed: done if its page is the one the address bar names (no newer move is on its way).
  useLayoutEffect(() => markNavigating(!sameLocation(history.location, state.location)), [history, state]);
  return (
    <Router basename={basename} location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
