// Types for the jest-dom matchers (jest.setup-web.ts registers them at run time).
import '@testing-library/jest-dom/jest-globals';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createAppStore, MemoryRouter, Route, Routes, Provider } from '@mitti/shared';

/** Renders a shell page in a store and router; `otherRoutes` show where links lead. */
export function renderPage(ui: ReactElement, { route = '/', otherRoutes = [] as string[] } = {}) {
  const store = createAppStore();
  return {
    store,
    ...render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={route} element={ui} />
            {otherRoutes.map((path) => (
              <Route key={path} path={path} element={<p>Page {path}</p>} />
            ))}
          </Routes>
        </MemoryRouter>
      </Provider>,
    ),
  };
}
