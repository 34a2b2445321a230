// Types for the jest-dom matchers (jest.setup-web.ts registers them at run time).
import '@testing-library/jest-dom/jest-globals';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from '../platform/router';
import { ServerPageUrlContext } from '../ssr/page-url';
import { createAppStore, type AppStore, type RootState, type User } from '../index';

export { stubGlobal, unstubAllGlobals } from './stub-globals';

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
  /** Also render these paths, to see where a link or navigation leads. */
  otherRoutes?: string[];
}

/** Signed-in state for `preloadedState`. */
export function signedInAuth(user: User = testUser): Pick<RootState, 'auth'> {
  return { auth: { user, hasToken: true, status: 'signed-in', error: null } };
}

/** Renders a page of a remote inside a store and a router, as the shell would (component tests only). */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const store = createAppStore(options.preloadedState);
  const route = options.route ?? '/';
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={route.split('?')[0]} element={ui} />
          {(options.otherRoutes ?? []).map((path) => (
            <Route key={path} path={path} element={<p>Page {path}</p>} />
          ))}
        </Routes>
      </MemoryRouter>
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
  { store, path, pattern }: { store: AppStore; path: string; pattern: string },
) {
  return renderToString(
    <Provider store={store}>
      <ServerPageUrlContext.Provider value={`http://localhost:3000${path}`}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={ui} />
          </Routes>
        </MemoryRouter>
      </ServerPageUrlContext.Provider>
    </Provider>,
  );
}

export { captureDownloads, type SavedFile } from './capture-downloads';
export {
  startTestApi,
  testApiForEachTest,
  type TestApi,
  type TestApiHandler,
  type TestApiRequest,
} from './test-api-server';
