// Types for the jest-dom matchers (jest.setup-web.ts registers them at run time).
import '@testing-library/jest-dom/jest-globals';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from '../src/platform/router';
import { ServerPageUrlContext } from '../src/ssr/page-url';
import {
  api,
  createAppStore,
  PageLanguageContext,
  signedIn,
  signedOut,
  Toasts,
  type AppStore,
  type PageLanguage,
  type RootState,
  type User,
} from '../src/index';

export { stubGlobal, unstubAllGlobals } from './stub-globals';
export { fixClock } from './fix-clock';

export const testUser: User = {
  uid: 'user-1',
  email: 'asha@example.in',
  displayName: 'Asha Rao',
  photoURL: null,
};

interface Options {
  preloadedState?: Partial<RootState>;
  /** Initial URL, query string allowed. */
  route?: string;
  /** The route pattern `ui` renders at (default: `route` without its query), e.g. `/product/:id`. */
  pattern?: string;
  /** Also render these paths, to see where a link or navigation leads. */
  otherRoutes?: string[];
  /** Every other path renders "Elsewhere". */
  elsewhere?: boolean;
  /** Signed in as this user, or signed out (`false`); unset: the session is still unknown. */
  session?: User | false;
  /** An `output` (test id `location`) with the current path and query, and one (`location-state`) with its state. */
  locationProbe?: boolean;
  /** The toast container, as the shell renders it. */
  toasts?: boolean;
}

/** Signed-in state for `preloadedState`. */
export function signedInAuth(user: User = testUser): Pick<RootState, 'auth'> {
  return { auth: { user, hasToken: true, status: 'signed-in', error: null } };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <output data-testid="location-state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

/**
 * Renders a page of an app inside a store and a router, as the shell would: the one render helper of the
 * component tests (issue 34); each app's own helper only sets its defaults and stubs its API.
 */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const store = createAppStore(options.preloadedState);
  if (options.session !== undefined) store.dispatch(options.session ? signedIn(options.session) : signedOut());
  const route = options.route ?? '/';
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={options.pattern ?? route.split('?')[0]} element={ui} />
          {(options.otherRoutes ?? []).map((path) => (
            <Route key={path} path={path} element={<p>Page {path}</p>} />
          ))}
          {options.elsewhere && <Route path="*" element={<p>Elsewhere</p>} />}
        </Routes>
        {options.locationProbe && <LocationProbe />}
      </MemoryRouter>
      {options.toasts && <Toasts />}
    </Provider>,
  );
  return { store, ...result };
}

/**
 * Renders a remote's server page to HTML as the shell's server render provides it (store, route, page URL),
 * for tests that run without a window (`@jest-environment node`).
 */
export function renderServerPage(
  ui: ReactElement,
  {
    store,
    path,
    pattern,
    page = { language: 'en', translator: null },
  }: { store: AppStore; path: string; pattern: string; page?: PageLanguage },
) {
  const html = renderToString(
    <Provider store={store}>
      <PageLanguageContext.Provider value={page}>
        <ServerPageUrlContext.Provider value={`http://localhost:3000${path}`}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={ui} />
            </Routes>
          </MemoryRouter>
        </ServerPageUrlContext.Provider>
      </PageLanguageContext.Provider>
    </Provider>,
  );
  // Where there is no window (a server's render), the store's cache timers go with the render, as the shell's server
  // render lets them go (render.tsx): left, RTK Query's one-minute timers kept the test's worker alive after its last
  // test, and Jest said it "failed to exit gracefully". A test with a window may hydrate the page from the same store.
  if (typeof window === 'undefined') store.dispatch(api.util.resetApiState());
  return html;
}

export { captureDownloads, type SavedFile } from './capture-downloads';
export {
  startTestApi,
  testApiForEachTest,
  type TestApi,
  type TestApiHandler,
  type TestApiRequest,
} from './test-api-server';
