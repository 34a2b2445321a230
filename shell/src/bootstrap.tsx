import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApiClient, createAppStore, languageOfPath, notify } from '@mitti/shared';
import '@mitti/shared/site.css';
import { App } from './app/app';
import { ROUTE_TABLE, SIGN_IN_PATHS } from './app/route-table';
import { routes } from './app/routes';
import { loadRoutePages } from './app/lazy-page';
import { createNavigation } from './lib/navigation/navigation';
import { loadRuntimeConfig } from './config/runtime-config';
import { registerRemotesFromManifest } from './lib/remotes/remote-registry';
import { getAuthProvider, installAuthProvider } from './features/auth/auth-provider';
import { startAuthListener } from './features/auth/auth-listener';
import { endSession } from './features/auth/end-session';
import { createLazyAuthProvider } from './features/auth/lazy-auth-provider';
import { mayHaveStoredSession } from '@mitti/shared/stored-session';
import { chooseDocuments, sessionListener } from './features/session/documents';
import { installShellAccountActions } from './features/auth/account-actions';
import { prepareDocument, readDocumentState } from './app/document-state';
import { reportHydrationError } from './app/hydration-errors';
import { yieldToMain } from './lib/tasks/yield-to-main';
import { startRealUserMetrics } from './features/rum/start-real-user-metrics';
import { loadTranslator } from './i18n/load-translator';
import { documentMessages, inDocumentLanguage, setDocumentTranslator } from './i18n/document-words';

/** What a page view is named by in its beacon (features/rum): the route table's patterns, never the URL. */
const ROUTE_PATTERNS = ROUTE_TABLE.map((route) => route.path);

async function boot(root: HTMLElement) {
  const documentState = readDocumentState();
  const { pathname, search, hash } = window.location;
  // The page's language is its path's (decision 102); the route is the path within it. A Hindi page fetches its
  // catalog meanwhile, and renders once it is in (in English if it cannot be had).
  const { language, path: routePath } = languageOfPath(pathname);
  const translator = loadTranslator(language);
  setDocumentTranslator(translator);
  // The Hindi pages' face, fetched once the page has loaded for the pages after it (decision 121); its code is in
  // the Hindi catalog's chunk.
  if (language === 'hi') {
    void import(/* webpackChunkName: "hindi" */ './i18n/hindi-translator')
      .then((hindi) => hindi.fetchDevanagariFace())
      .catch(() => undefined);
  }
  const view = documentState?.view ?? null;
  const { remotes, config } = await loadRuntimeConfig(documentState?.site);
  registerRemotesFromManifest(remotes);
  chooseDocuments(config);
  // Each step of the boot its own task (lib/tasks): a phone paints and answers taps between them.
  await yieldToMain();
  const store = createAppStore(undefined, { extraMiddleware: [sessionListener.middleware] });
  await yieldToMain();
  // A page the server rendered: the store as the server had it and the route's remote module, so the first
  // render matches the server's markup.
  const prepared = documentState ? prepareDocument(store, documentState) : null;
  const navigation = createNavigation();
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    getToken: (forceRefresh) => getAuthProvider().getIdToken(forceRefresh),
    onAuthExpired: () => endSession(store.dispatch, navigation),
  });
  const installAuth = async () => {
    // The Firebase SDK is its own chunk, fetched only for a browser that may hold a session or a sign-in page.
    const auth = createLazyAuthProvider(
      () =>
        import(/* webpackChunkName: "firebase-auth" */ './features/auth/firebase-auth-provider').then((sdk) =>
          sdk.createFirebaseAuthProvider(config.firebase),
        ),
      {
        storedSession: await mayHaveStoredSession(config.firebase.apiKey),
        // The shop starts signed out rather than wait for ever; the SDK is retried in the background.
        onUnavailable: () => void inDocumentLanguage(documentMessages.authUnavailable).then(notify.info),
      },
    );
    installAuthProvider(auth);
    // Started at once for a sign-in page; the link confirmation route itself waits for it (routes.tsx).
    // A failed load is reported by the page's own action (the unavailable message), not here.
    if (SIGN_IN_PATHS.includes(routePath)) auth.ready().catch(() => undefined);
  };
  installShellAccountActions(store);
  if (view && prepared) {
    // The first route's page, when it comes in its own chunk (preloaded with the app's start), so hydration's
    // first render has it; if it cannot be fetched, the page says it is not available, with Retry. A task of
    // its own: the server's state going into the store is one already.
    await yieldToMain();
    const [page] = await Promise.all([
      translator.then((loaded) => ({ language, translator: loaded })),
      loadRoutePages(routes, routePath, translator).catch(() => undefined),
      prepared,
    ]);
    await yieldToMain();
    // Hydrated in the state the server rendered (signed-out/neutral); the auth check (its storage probe and
    // listener) comes after: no first view needs it, and the page's forms work before it. The Provider
    // hydrates with this state even if the check reports before React gets to the markup.
    // In a transition, React hydrates in slices of a few milliseconds and yields to the browser between them
    // (decision 055); a tap on markup not hydrated yet hydrates it at once. The router renders the URL the
    // server rendered until hydration has committed.
    const serverState = store.getState();
    startTransition(() => {
      hydrateRoot(
        root,
        <App
          store={store}
          navigation={navigation}
          serverState={serverState}
          serverLocation={{ pathname, search, hash }}
          page={page}
        />,
        { onRecoverableError: reportHydrationError },
      );
    });
    await yieldToMain();
    await installAuth();
    await startAuthListener(store);
    startRealUserMetrics(config.apiBaseUrl, ROUTE_PATTERNS);
    return;
  }
  // A page rendered in the browser waits for the auth check (SPEC: the app renders once it is done). Its
  // chunk is fetched meanwhile, after the auth provider (the link confirmation's page waits for it). Its
  // document shows the site's frame around a line until then, which createRoot's first render clears (067).
  await installAuth();
  void loadRoutePages(routes, routePath).catch(() => undefined);
  await startAuthListener(store);
  const page = { language, translator: await translator };
  // A transition lets React render the first page in slices, yielding to the browser between them, instead
  // of one long task on a slow phone.
  startTransition(() => createRoot(root).render(<App store={store} navigation={navigation} page={page} />));
  startRealUserMetrics(config.apiBaseUrl, ROUTE_PATTERNS);
}

const root = document.getElementById('root')!;
boot(root).catch(async (error: unknown) => {
  console.error(error);
  const [title, text] = await Promise.all(
    [documentMessages.shortBreak, documentMessages.couldNotStart].map(inDocumentLanguage),
  );
  root.innerHTML = `<main class="boot-error"><h1>${title}</h1><p>${text}</p></main>`;
});
