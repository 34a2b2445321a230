import { safeReturnPath, paths } from '@mitti/shared';

/**
 * Where to go after signing in: the protected page the visitor was sent away from (`location.state.from`,
 * set by ProtectedRoute and the API client), or the page a sign-in link names (`?from=`, a link that works
 * before the app runs: the wishlist heart), else the home page. Only a page of this site.
 */
export function returnPath(state: unknown, search = ''): string {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : null;
  if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
    const path = safeReturnPath(from.pathname, '');
    if (!path || path === paths.login()) return paths.home();
    const query = 'search' in from && typeof from.search === 'string' ? from.search : '';
    const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
    return `${path}${query}${hash}`;
  }
  const linked = safeReturnPath(new URLSearchParams(search).get('from'));
  return linked.startsWith(paths.login()) ? paths.home() : linked;
}
