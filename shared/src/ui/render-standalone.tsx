import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes, type RouteObject } from '../platform/router';
import './site.css';
import { configureApiClient } from '../api/api-config';
import { signedOut } from '../auth/auth-slice';
import { createAppStore } from '../store/create-store';
import { Toasts } from './toasts';

/**
 * Runs a remote on its own for development (`npm run dev -w mf-catalog`): its own store, router and toast
 * container, signed out, talking to the local API.
 */
export function renderStandalone(root: HTMLElement, routes: RouteObject[], apiBaseUrl = 'http://localhost:4000') {
  configureApiClient({ baseUrl: apiBaseUrl });
  const store = createAppStore();
  store.dispatch(signedOut());
  const StandaloneRoutes = () => useRoutes(routes);
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <StandaloneRoutes />
        </BrowserRouter>
        <Toasts />
      </Provider>
    </StrictMode>,
  );
}
