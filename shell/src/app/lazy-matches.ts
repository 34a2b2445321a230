import { matchRoutes, type RouteObject } from '@mitti/shared';

/**
 * Loads the lazy parts of the routes that match `pathname` into the route objects themselves, before the
 * router is created: a page the server rendered is then there for hydration's first render, which must
 * match the server's markup (a lazy route still loading renders nothing). React Router's way for
 * server-rendered lazy routes.
 */
export async function loadLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
