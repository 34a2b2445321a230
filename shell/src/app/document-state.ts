import { DOCUMENT_STATE_ID, apiHydrated, flashShown, type AppStore, type DocumentState } from '@mitti/shared';
import { loadRemoteModule } from '../lib/remotes/remote-registry';
import { yieldToMain } from '../lib/tasks/yield-to-main';

/**
 * What the document server put into the page (shell/server, decision 023): the deploy-time documents it was
 * made with, what happened to the form the shopper just sent, and the first view it rendered, if it did.
 * Null for a document served without the document server (webpack's dev server).
 */
export function readDocumentState(doc: Document = document): DocumentState | null {
  const text = doc.getElementById(DOCUMENT_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DocumentState;
  } catch {
    return null;
  }
}

/**
 * Readies the browser's first render of a page, which must match the server's markup to hydrate it: the
 * store gets what the server's store had (its API reads, what the cookies said of the shopper, the form's
 * outcome), and the route's remote module is loaded, so the first render shows the same page at once (no
 * loading state, no refetch). Resolves when ready; a remote that fails to load is left to its slot, which
 * shows its error and Retry as usual (a recoverable mismatch: React renders that part afresh).
 *
 * The remote module is asked for first, and the store takes the server's state in a task of its own: the
 * federation runtime's first steps for the module and RTK Query's rehydration made one task of 44-94 ms on a
 * phone (4x CPU); apart, no task of the two passed 50 ms in 9 runs of 10 (docs/performance-history.md,
 * 2026-11-28, fourth round).
 */
export async function prepareDocument(store: AppStore, document: DocumentState): Promise<void> {
  store.dispatch(flashShown(document.flash));
  const { view } = document;
  if (!view) return;
  const module = view.module
    ? loadRemoteModule(view.module).then(
        () => undefined,
        () => undefined,
      )
    : undefined;
  await yieldToMain();
  store.dispatch(apiHydrated(view.state));
  if (view.session) store.dispatch(view.session);
  await module;
}
