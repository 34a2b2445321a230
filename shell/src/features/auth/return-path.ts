/**
 * Where to go after signing in: the protected page the visitor was sent away from
 * (`location.state.from`, set by ProtectedRoute and the API client), else the home page.
 */
export function returnPath(state: unknown): string {
  if (!state || typeof state !== 'object' || !('from' in state)) return '/';
  const from = state.from;
  if (!from || typeof from !== 'object' || !('pathname' in from) || typeof from.pathname !== 'string') return '/';
  if (!from.pathname.startsWith('/') || from.pathname === '/login') return '/';
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
