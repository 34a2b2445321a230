/**
 * The shell's server bundle (`dist/server/render.cjs`, built by scripts/build-server.ts): the first view of
 * a page rendered to HTML for the document request, so the shopper sees the products before the scripts
 * arrive (docs/decisions/023): its head, its body and its state, which the document server puts in place. The browser hydrates that markup with the
 * same data. It also answers the forms the pages post before the app runs (act.ts, decision 035).
 * What the server knows of the shopper is in the shop's cookies (@mitti/shared session/shop-cookies.ts):
 * the guest cart (the cart page, the navbar's count), whether a sign-in is remembered and the outcome of
 * the last form; pages that depend on more (checkout, account, sign-in) are not rendered here.
 */
import { renderToString } from 'react-dom/server';
// The static router is for this server bundle alone (one esbuild bundle, so the same router module as
// @mitti/shared's): exported from @mitti/shared it would ship in every browser's copy of the shared package.
import { StaticRouter } from 'react-router-dom';
import '@mitti/shared/site.css';
// The Hindi pages' typeface, in every server-rendered document only: the app's bundle never carries it (a
// document without its server view keeps the system's Devanagari face, as a shop without it did).
import '@mitti/shared/devanagari-font.css';
import {
  ServerPageUrlContext,
  api,
  collectPageHead,
  configureApiClient,
  createAppStore,
  flashShown,
  languageBasename,
  languageOfPath,
  type PageHead,
  type PageLanguage,
  type RemoteModuleId,
  type RenderRequest,
  type RenderResult,
  type SiteDocuments,
} from '@mitti/shared';
import type { ComponentType } from 'react';
import { SiteRoutes, routes } from '../app/routes';
import { loadRoutePages } from '../app/lazy-page';
import { AppFrame } from '../app/app';
import { ResolvedRemotesContext } from '../lib/remotes/resolved-remotes';
import { sessionFromCookies } from '../features/session/session-from-cookies';
import { loadServerRemote } from './server-remotes';
import { matchRoute } from './route-facts';
import { preloadModule } from '../app/route-table';
import { renderFrameOnly } from './frame-only-view';
import { loadTranslator } from '../i18n/load-translator';
import { warmUp } from './warm-up';

/** The failures of the reads the page started: each one's status (a number, or RTK Query's `FETCH_ERROR`...). */
function failedReads(state: unknown): unknown[] {
  const queries = (state as { queries?: Record<string, { error?: { status?: unknown } } | undefined> }).queries;
  return Object.values(queries ?? {}).flatMap((query) => (query?.error ? [query.error.status] : []));
}

// What the document server asks of the route table (shell/server), and the forms it hands on.
export { crawlerPaths, routeHints, routeSeversOpener, routeStatus } from './route-facts';
export { act } from './act';

/**
 * A page rendered to HTML (synchronously), with the title and description it says as it renders (usePageTitle,
 * decision 110): the document's, in the page's language. The last to say it wins: the route's page, inside the
 * layout.
 */
function saysItsTitle(renderPage: () => string): { body: string; pageHead: PageHead | null } {
  let pageHead: PageHead | null = null;
  collectPageHead((said) => (pageHead = said));
  try {
    return { body: renderPage(), pageHead };
  } finally {
    collectPageHead(null);
  }
}

/**
 * The page's first view as HTML; for a route rendered in the browser, the site's frame with a line in the page's
 * place (frame-only-view.tsx, decision 067).
 */
export async function render({
  url,
  remotes,
  apiBaseUrl,
  cookie,
  flash,
  signal,
  apiHeaders,
  onRead,
}: RenderRequest): Promise<RenderResult | null> {
  const location = new URL(url);
  const route = matchRoute(location.pathname);
  if (!route) return null;
  const session = sessionFromCookies(cookie);
  // The page's language is its path's, and its routes are under that language's prefix (decision 102).
  const { language, path: routePath } = languageOfPath(location.pathname);
  const translator = await loadTranslator(language);
  const page: PageLanguage = { language, translator };
  // A page the browser renders: the site's frame, with a line in its place, which the app renders over.
  if (!route.fact.serverRendered) {
    const { body, pageHead } = saysItsTitle(() =>
      renderFrameOnly({ route: route.fact, location, session, flash, page }),
    );
    return { status: 200, head: '', body, pageHead, state: { api: {} }, session, module: null, frameOnly: true };
  }

  configureApiClient({ baseUrl: apiBaseUrl });
  // Its API reads are cancelled with the render (its deadline, or the shopper gone), count against the shopper the
  // document server says it is for (decision 065), and are told as they start (the hints of a late render, 125).
  const store = createAppStore(undefined, { signal, apiHeaders, ...(onRead ? { onRead } : {}) });
  store.dispatch(session);
  store.dispatch(flashShown(flash));
  const resolved = new Map<RemoteModuleId, ComponentType>();
  const head: string[] = [];
  const module = preloadModule(route.fact) ?? null;
  if (module) {
    const [remoteName, exposed] = module.split('/') as [string, string];
    const manifestUrl = remotes[remoteName];
    if (!manifestUrl) return null;
    const { remote, css } = await loadServerRemote(manifestUrl, signal);
    const page = remote.pages[exposed];
    if (!page) return null;
    await page.load?.({ params: route.params, url: location, store, translator });
    resolved.set(module, page.Component);
    head.push(`<style>${css}</style>`);
  }

  await loadRoutePages(routes, routePath, translator);
  signal?.throwIfAborted();
  // The route's page is in hand, not lazy: nothing suspends, so the whole page renders at once, and a
  // component that throws fails the render (the document then goes out without a server view, and the
  // message is logged). The document server sends it whole, with its ETag.
  const { body, pageHead } = saysItsTitle(() =>
    renderToString(
      <ServerPageUrlContext.Provider value={location.href}>
        <ResolvedRemotesContext.Provider value={resolved}>
          <AppFrame store={store} page={page}>
            <StaticRouter basename={languageBasename(language)} location={location.pathname + location.search}>
              <SiteRoutes />
            </StaticRouter>
          </AppFrame>
        </ResolvedRemotesContext.Provider>
      </ServerPageUrlContext.Provider>,
    ),
  );
  const state = { api: store.getState().api };
  // The store's cache timers go with the render.
  store.dispatch(api.util.resetApiState());
  // A read that failed (refused by the visitor's own limit, the API down or in error) gives no view: the page
  // would show its failure as if it were the shop's (the store "No products available"), in a public document
  // kept and sent to every visitor for a second or two. The browser reads the page itself instead, and says so
  // if it fails there too. A read answered 404 is the page's own not-found.
  const failed = failedReads(state.api);
  const refused = failed.filter((status) => status !== 404);
  if (refused.length)
    throw new Error(`a read failed (${refused.map((status) => String(status ?? 'no answer')).join(', ')})`);
  const status = route.fact.path === '*' || failed.includes(404) ? 404 : 200;
  return { status, head: head.join(''), body, pageHead, state, session, module };
}

/** Loads and renders ahead what the release's first shoppers' renders would wait for (warm-up.ts). */
export const warm = (site: SiteDocuments): Promise<void> => warmUp(site, render);
