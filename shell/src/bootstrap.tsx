import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { configureApiClient, createAppStore } from '@mitti/shared';
import '@mitti/shared/site.css';
import { App } from './app/app';
import { routes } from './app/routes';
import { loadRuntimeConfig } from './config/runtime-config';
import { registerRemotesFromManifest } from './lib/remotes/remote-registry';
import { getAuthProvider } from './features/auth/auth-provider';
import { startAuthListener } from './features/auth/auth-listener';

async function boot(root: HTMLElement) {
  const { remotes, config } = await loadRuntimeConfig();
  registerRemotesFromManifest(remotes);
  const store = createAppStore();
  const router = createBrowserRouter(routes);
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    getToken: (forceRefresh) => getAuthProvider().getIdToken(forceRefresh),
    onAuthExpired: () => {
      void router.navigate('/login', { state: { from: router.state.location } });
    },
  });
  await startAuthListener(store, config);
  createRoot(root).render(<App store={store} router={router} />);
}

const root = document.getElementById('root')!;
boot(root).catch((error: unknown) => {
  console.error(error);
  root.innerHTML =
    '<main class="boot-error"><h1>Mitti Studio is taking a short break</h1><p>The shop could not start. Please reload the page in a moment.</p></main>';
});
