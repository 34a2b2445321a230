import { describe, expect, it } from '@jest/globals';
import { matchRoutes } from '@mitti/shared';
import { ROUTE_PATHS } from '@mitti/shared/route-paths';
import { ROUTE_TABLE } from './route-table';
import { routes } from './routes';

/** Every path of the route table (SPEC section 2 and the owner's pages), its params filled in. */
const tablePaths = ROUTE_TABLE.filter((route) => route.path !== '*').map((route) => route.path.replace(/:\w+/g, 'x-1'));

describe('route table', () => {
  it.each(tablePaths)('has a page for %s', (path) => {
    const matched = matchRoutes(routes, path);
    const leaf = matched?.at(-1)?.route;
    expect(leaf).toBeDefined();
    expect(leaf?.path).not.toBe('*');
  });

  it('has a route for each of the paths the API counts page views of, each once', () => {
    expect(ROUTE_TABLE.map((route) => route.path)).toEqual([...ROUTE_PATHS]);
  });

  it('sends unknown paths to the not-found page', () => {
    expect(matchRoutes(routes, '/no-such-page')?.at(-1)?.route.path).toBe('*');
  });

  it('keeps account pages behind the protected route', () => {
    const signedIn = ROUTE_TABLE.filter((route) => route.access === 'signed-in').map((route) => route.path);
    expect(signedIn).toEqual(expect.arrayContaining(['/account', '/orders', '/wishlist']));
    for (const path of signedIn) {
      const chain = matchRoutes(routes, path)!;
      expect(
        chain.some(
          (m) => m.route.element && (m.route.element as { type?: { name?: string } }).type?.name === 'ProtectedRoute',
        ),
      ).toBe(true);
    }
  });
});
