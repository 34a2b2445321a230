import { useEffect, type ReactNode } from 'react';
import {
  selectAuthStatus,
  useAppSelector,
  type AppStore,
  type RootState,
  HydratingBrowserRouter,
  type ServerLocation,
  Provider,
  Toasts,
  PageLanguageContext,
  languageBasename,
  type PageLanguage,
} from '@mitti/shared';
import type { Navigation } from '../lib/navigation/navigation';
import { SiteRoutes } from './routes';
import { SiteErrorBoundary } from './site-error-boundary';

interface Props {
  store: AppStore;
  /** Filled from inside the router, for the API client's session end (lib/navigation). */
  navigation: Navigation;
  /**
   * The page came rendered from the server and is hydrated with the state the server rendered it with: it
   * renders at once, in the neutral state of the server's view (nothing of the shopper's identity shown),
   * and the auth check updates it after (docs/decisions/023). Otherwise the routes wait for the initial
   * authentication check.
   */
  serverState?: RootState;
  /** The URL the server rendered the page for: the router renders it until hydration has committed. */
  serverLocation?: ServerLocation;
  /** The page's language, from its path, and its catalogs (decision 102). */
  page: PageLanguage;
}

/** Marks the document once the app runs it: tests and benchmarks wait for this, not for a guess. */
function useAppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
}

/** A page rendered in the browser waits for the initial authentication check (SPEC: the app renders after it). */
function AfterAuthCheck({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectAuthStatus);
  return status === 'checking' ? null : children;
}

/**
 * The site's routes. A page the server rendered is hydrated at once, and nothing up here follows the store
 * then: the auth check's news re-renders only the components that read it. A re-render from up here would
 * reach the regions still waiting to hydrate (layout.tsx) and make React hydrate them all at once, in one
 * long task, instead of region by region in short ones.
 */
function GatedRoutes({
  navigation,
  serverLocation,
  basename,
  hydrating,
}: Pick<Props, 'navigation' | 'serverLocation'> & { basename: string; hydrating: boolean }) {
  useAppReady();
  const site = (
    <SiteErrorBoundary>
      <HydratingBrowserRouter serverLocation={serverLocation} basename={basename}>
        <SiteRoutes navigation={navigation} />
      </HydratingBrowserRouter>
    </SiteErrorBoundary>
  );
  return hydrating ? site : <AfterAuthCheck>{site}</AfterAuthCheck>;
}

/**
 * The shop's frame around the routes, the same in the browser and on the server (server/render.tsx), so
 * that the browser's first render matches the server's markup and hydrates it.
 */
export function AppFrame({
  store,
  serverState,
  page,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  page: PageLanguage;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <PageLanguageContext.Provider value={page}>
        {children}
        <Toasts />
      </PageLanguageContext.Provider>
    </Provider>
  );
}

export function App({ store, navigation, serverState, serverLocation, page }: Props) {
  return (
    <AppFrame store={store} serverState={serverState} page={page}>
      <GatedRoutes
        navigation={navigation}
        serverLocation={serverLocation}
        basename={languageBasename(page.language)}
        hydrating={serverState !== undefined}
      />
    </AppFrame>
  );
}
