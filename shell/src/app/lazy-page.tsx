import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from '@mitti/shared';
import { RemoteErrorBoundary } from '../lib/remotes/remote-error-boundary';

/** What a route of a page in its own chunk carries: how to load it. */
interface LazyPageHandle {
  load: () => Promise<void>;
}

/**
 * A page from its own chunk, as a route's `element` and `handle`. Once loaded it renders at once: the
 * browser loads the page of a server-rendered document before hydrating it, the server before rendering it
 * (`loadRoutePages`), so the first render matches the server's markup. Otherwise it suspends (React.lazy)
 * until its chunk is there, inside the layout's Suspense boundary: a client-side navigation (a transition)
 * keeps the page it leaves on screen meanwhile. A chunk that cannot be fetched shows the shop's "not
 * available" message; Retry fetches it again.
 */
export function lazyPage(
  name: string,
  load: () => Promise<ComponentType>,
): { element: ReactElement; handle: LazyPageHandle } {
  let Loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
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
    handle: { load: () => start().then(() => undefined) },
  };
}

/** Loads the pages of the routes that match `pathname` that come in their own chunks. */
export async function loadRoutePages(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as LazyPageHandle | undefined)?.load()));
}
