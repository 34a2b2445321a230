import { LANGUAGES, languageOfPath, matchRoutes, pathInLanguage, type RemoteModuleId } from '@mitti/shared';
import { routes } from '../app/routes';
import { ROUTE_TABLE, isRemoteModule, preloadModule, type RouteFact, type ShellPageName } from '../app/route-table';

export interface MatchedRoute {
  fact: RouteFact;
  params: Record<string, string | undefined>;
}

/**
 * The route table's entry for a path of either language, as the router matches it (`*` for a path no route
 * matches: under `/hi/` the Hindi not-found page, decision 102).
 */
export function matchRoute(pathname: string): MatchedRoute | null {
  const leaf = matchRoutes(routes, languageOfPath(pathname).path)?.at(-1);
  if (!leaf) return null;
  const pattern = leaf.route.index ? '/' : (leaf.route.path ?? '');
  const fact = ROUTE_TABLE.find((route) => route.path === pattern);
  return fact ? { fact, params: leaf.params } : null;
}

/** The status of a document for `pathname`: 404 when no route of the site matches it. */
export function routeStatus(pathname: string): 200 | 404 {
  return matchRoute(pathname)?.fact.path === '*' ? 404 : 200;
}

/** Whether a document for `pathname` sends the opener policy (route-table.ts, decision 135). */
export function routeSeversOpener(pathname: string): boolean {
  return matchRoute(pathname)?.fact.seversOpener ?? true;
}

/**
 * What a document for `pathname` preloads (shell/server's remote-preloads.ts): the remote module its page
 * renders, or the shell's page (whose chunk the build names after it, routes.tsx). The API reads it preloads are
 * the ones its render started (decision 125).
 */
export function routeHints(pathname: string): { module: RemoteModuleId | null; page: ShellPageName | null } {
  const matched = matchRoute(pathname);
  if (!matched) return { module: null, page: null };
  const page = isRemoteModule(matched.fact.page) ? null : matched.fact.page;
  return { module: preloadModule(matched.fact) ?? null, page };
}

/** Paths for sitemap.xml, and the prefixes robots.txt keeps crawlers out of, in every language. */
export function crawlerPaths(): { listed: string[]; disallowed: string[] } {
  const concrete = ROUTE_TABLE.filter((route) => route.path !== '*');
  const inEveryLanguage = (routePaths: string[]) =>
    LANGUAGES.flatMap((language) => routePaths.map((path) => pathInLanguage(path, language)));
  return {
    listed: inEveryLanguage(concrete.filter((route) => route.sitemap).map((route) => route.path)),
    disallowed: inEveryLanguage(
      concrete.filter((route) => !route.sitemap && !route.path.includes(':')).map((route) => route.path),
    ),
  };
}
