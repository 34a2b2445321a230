import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RemoteCatalog, type RouteObject, type Translator } from '@mitti/shared';
import { RemoteErrorBoundary } from '../lib/remotes/remote-error-boundary';

/** The page's translator, or the promise of it (a Hindi page's catalog may still be on its way). */
type PageTranslator = Translator | null | undefined | PromiseLike<Translator | null>;

/** What a route of a page in its own chunk carries: how to load it, with its own Hindi words on a Hindi page. */
interface LazyPageHandle {
  load: (translator?: PageTranslator) => Promise<void>;
}

/** A page; one with prose of its own names the loader of its Hindi words, a chunk of their own (decision 119). */
export type PageComponent = ComponentType & { hindiWords?: () => Promise<RemoteCatalog> };

/**
 * A page from its own chunk, as a route's `element` and `handle`. Once loaded it renders at once: the
 * browser loads the page of a server-rendered document before hydrating it, the server before rendering it
 * (`loadRoutePages`), so the first render matches the server's markup. Otherwise it suspends (React.lazy)
 * until its chunk is there, inside the layout's Suspense boundary: a client-side navigation (a transition)
 * keeps the page it leaves on screen meanwhile. A chunk that cannot be fetched shows the shop's "not
 * available" message; Retry fetches it again. A page with Hindi words of its own has them in before its first
 * render on a Hindi page too, on the server and before hydration; a client-side visit suspends for them.
 */
export function lazyPage(
  name: string,
  load: () => Promise<PageComponent>,
): { element: ReactElement; handle: LazyPageHandle } {
  let Loaded: PageComponent | null = null;
  let loading: Promise<PageComponent> | null = null;
  const start = () => (loading ??= load().then((component) => (Loaded = component)));
  // React.lazy keeps a failure for good: Retry makes a new one.
  const suspending = () => lazy(() => start().then((component) => ({ default: component })));
  let Suspending = suspending();
  function LazyPage() {
    return Loaded ? <Loaded /> : <Suspending />;
  }
  LazyPage.displayName = `Lazy(${name})`;
  return {
    element: (
      // Keyed by page: leaving a failed page for another starts that one afresh.
      <RemoteErrorBoundary
        key={name}
        onRetry={() => {
          loading = null;
          Suspending = suspending();
        }}
      >
        <LazyPage />
      </RemoteErrorBoundary>
    ),
    handle: {
      load: async (translator) => {
        const [Page, loaded] = await Promise.all([start(), translator]);
        if (Page.hindiWords && loaded) await loaded.ready(Page.hindiWords);
      },
    },
  };
}

/** Loads the pages of the routes that match `pathname` that come in their own chunks, in the page's language. */
export async function loadRoutePages(
  routes: RouteObject[],
  pathname: string,
  translator?: PageTranslator,
): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as LazyPageHandle | undefined)?.load(translator)));
}
