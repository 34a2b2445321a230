/**
 * The shell's server bundle (`dist/server/render.cjs`, built by scripts/build-server.ts): the first view of
 * a page rendered to HTML for the document request, so the shopper sees the products before the scripts
 * arrive (docs/decisions/014). The browser then renders the same page from the same data and takes over.
 * What the server knows of the shopper is in two cookies (features/session/cookies.ts): the guest cart (the
 * cart page, the navbar's count) and whether a sign-in is remembered; pages that depend on more (checkout,
 * account, sign-in) are not rendered here.
 */
import { renderToString } from 'react-dom/server';
// The static router is for this server bundle alone (one esbuild bundle, so the same router module as
// @mitti/shared's): exported from @mitti/shared it would ship in every browser's copy of the shared package.
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import '@mitti/shared/site.css';
import {
  Provider,
  ServerPageUrlContext,
  api,
  configureApiClient,
  createAppStore,
  matchRoutes,
  type RemoteModuleId,
} from '@mitti/shared';
import type { ComponentType } from 'react';
import { routes } from '../app/routes';
import { ResolvedRemotesContext } from '../lib/remotes/resolved-remotes';
import routeHints from '../lib/remotes/route-preloads.json';
import { sessionFromCookies } from '../features/session/session-from-cookies';
import { loadServerRemote } from './server-remotes';

/** Routes whose first view is the same for every visitor, or depends only on the guest cart. */
export const SERVER_RENDERED_ROUTES = [
  '/',
  '/store',
  '/product/:id',
  '/workshops',
  '/workshop/:id',
  '/cart',
  '/our-story',
  '/contact',
  '/shipping',
  '/terms',
  '/privacy',
];

export interface RenderRequest {
  /** The document's URL, e.g. http://localhost:3000/store?category=Mugs. */
  url: string;
  /** `/remotes.json`: each remote's manifest URL. */
  remotes: Record<string, string>;
  apiBaseUrl: string;
  /** The request's `Cookie` header: what the shell's cookies say of the shopper (features/session/cookies.ts). */
  cookie?: string;
}

export interface RenderResult {
  /** The markup of `#root`. */
  html: string;
  /** The route's remote's stylesheet (the shell's own is `render.css` beside this bundle). */
  styles: string[];
  /** The store's API cache the page was rendered with, for the browser's first render. */
  state: { api: unknown };
  /** The remote module the page renders, which the browser loads before its first render. */
  module: RemoteModuleId | null;
}

const hints = routeHints as Record<string, { module?: RemoteModuleId }>;

function routePattern(pathname: string): { pattern: string; params: Record<string, string | undefined> } | null {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (!leaf) return null;
  return { pattern: leaf.route.index ? '/' : (leaf.route.path ?? ''), params: leaf.params };
}

/** The page's first view as HTML, or null when this route is rendered in the browser only. */
export async function render({ url, remotes, apiBaseUrl, cookie }: RenderRequest): Promise<RenderResult | null> {
  const location = new URL(url);
  const route = routePattern(location.pathname);
  if (!route || !SERVER_RENDERED_ROUTES.includes(route.pattern)) return null;
  const session = sessionFromCookies(cookie);
  // A cart too large for its cookie is known to the browser alone.
  if (!session && route.pattern === '/cart') return null;

  configureApiClient({ baseUrl: apiBaseUrl.replace('//localhost:', '//127.0.0.1:') });
  const store = createAppStore();
  if (session) store.dispatch(session);
  const resolved = new Map<RemoteModuleId, ComponentType>();
  const styles: string[] = [];
  const module = hints[route.pattern]?.module ?? null;
  if (module) {
    const [remoteName, exposed] = module.split('/') as [string, string];
    const manifestUrl = remotes[remoteName];
    if (!manifestUrl) return null;
    const { remote, css } = await loadServerRemote(manifestUrl);
    const page = remote.pages[exposed];
    if (!page) return null;
    await page.load?.({ params: route.params, url: location, store });
    resolved.set(module, page.Component);
    styles.push(css);
  }

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location.href));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The route's page is in hand, not lazy: nothing suspends, and a component that throws fails the render
  // (the document then goes out without a server view, and the message is logged).
  const html = renderToString(
    <Provider store={store}>
      <ServerPageUrlContext.Provider value={location.href}>
        <ResolvedRemotesContext.Provider value={resolved}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ResolvedRemotesContext.Provider>
      </ServerPageUrlContext.Provider>
    </Provider>,
  );
  const state = { api: store.getState().api };
  store.dispatch(api.util.resetApiState());
  return { html, styles, state, module };
}
