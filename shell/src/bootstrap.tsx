import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { configureApiClient, createAppStore } from '@mitti/shared';
import '@mitti/shared/site.css';
import { App } from './app/app';
import { routes } from './app/routes';
import { loadRuntimeConfig } from './config/runtime-config';
import { registerRemotesFromManifest } from './lib/remotes/remote-registry';
import { getAuthProvider, installAuthProvider } from './features/auth/auth-provider';
import { startAuthListener } from './features/auth/auth-listener';
import { recordUserLogin, sessionListener } from './features/session/documents';
import { installShellAccountActions } from './features/session/account-actions';

async function boot(root: HTMLElement) {
  // The Firebase SDK is its own chunk, fetched in parallel with the runtime config.
  const [{ remotes, config }, { createFirebaseAuthProvider }] = await Promise.all([
    loadRuntimeConfig(),
    import(/* webpackChunkName: "firebase-auth" */ './features/auth/firebase-auth-provider'),
  ]);
  registerRemotesFromManifest(remotes);
  const store = createAppStore(undefined, { extraMiddleware: [sessionListener.middleware] });
  const router = createBrowserRouter(routes);
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    getToken: (forceRefresh) => getAuthProvider().getIdToken(forceRefresh),
    onAuthExpired: () => {
      void router.navigate('/login', { state: { from: router.state.location } });
    },
  });
  installAuthProvider(createFirebaseAuthProvider(config.firebase));
  await startAuthListener(store, config);
  installShellAccountActions(store);
  createRoot(root).render(<App store={store} router={router} />);
  // A Google sign-in that fell back to a full-page redirect finishes here.
  getAuthProvider()
    .completeRedirectSignIn()
    .then((user) => user && recordUserLogin(user))
    .catch((error: unknown) => console.error('Redirect sign-in failed', error));
}

const root = document.getElementById('root')!;
boot(root).catch((error: unknown) => {
  console.error(error);
  root.innerHTML =
    '<main class="boot-error"><h1>Mitti Studio is taking a short break</h1><p>The shop could not start. Please reload the page in a moment.</p></main>';
});
