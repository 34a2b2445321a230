import { useEffect, type ReactNode } from 'react';
import {
  selectAuthStatus,
  useAppSelector,
  type AppStore,
  type RootState,
  RouterProvider,
  type createBrowserRouter,
  Provider,
  Toasts,
} from '@mitti/shared';

interface Props {
  store: AppStore;
  router: ReturnType<typeof createBrowserRouter>;
  /**
   * The page came rendered from the server and is hydrated with the state the server rendered it with: it
   * renders at once, in the neutral state of the server's view (nothing of the shopper's identity shown),
   * and the auth check updates it after (docs/decisions/023). Otherwise the routes wait for the initial
   * authentication check.
   */
  serverState?: RootState;
}

/** Marks the document once the app runs it: tests and benchmarks wait for this, not for a guess. */
function useAppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
}

/** Renders the site only once the initial authentication check has completed, unless it hydrates. */
function Routes({ router, hydrating }: Pick<Props, 'router'> & { hydrating: boolean }) {
  const status = useAppSelector(selectAuthStatus);
  useAppReady();
  return status === 'checking' && !hydrating ? null : <RouterProvider router={router} />;
}

/**
 * The shop's frame around the routes, the same in the browser and on the server (server/render.tsx), so
 * that the browser's first render matches the server's markup and hydrates it.
 */
export function AppFrame({
  store,
  serverState,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      {children}
      <Toasts />
    </Provider>
  );
}

export function App({ store, router, serverState }: Props) {
  return (
    <AppFrame store={store} serverState={serverState}>
      <Routes router={router} hydrating={serverState !== undefined} />
    </AppFrame>
  );
}
