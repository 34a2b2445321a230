import { apiHydrated, type AppStore, type RemoteModuleId } from '@mitti/shared';
import { loadRemoteModule } from '../lib/remotes/remote-registry';

/** What the server put into a document it rendered (shell/server, server/render.tsx). */
export interface ServerViewState {
  state: { api: unknown };
  /** What the server knew of the shopper from the cookies (the guest cart, a remembered sign-in). */
  session: Parameters<AppStore['dispatch']>[0] | null;
  module: RemoteModuleId | null;
  /** The remote builds the page was rendered with (`/remotes.json` at that moment): the browser uses these. */
  remotes: Record<string, string>;
}

export const SERVER_VIEW_STATE_ID = 'server-view-state';

export function readServerView(doc: Document = document): ServerViewState | null {
  const text = doc.getElementById(SERVER_VIEW_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerViewState;
  } catch {
    return null;
  }
}

/**
 * Readies the browser's first render of a server-rendered page, which must match the server's markup to
 * hydrate it: the store gets what the server's store had (its API reads and what the cookies said of the
 * shopper), and the route's remote module is loaded, so the first render shows the same page at once (no
 * loading state, no refetch). Resolves when ready; a remote that fails to load is left to its slot, which
 * shows its error and Retry as usual (a recoverable mismatch: React renders that part afresh).
 */
export function prepareServerView(store: AppStore, view: ServerViewState): Promise<void> {
  store.dispatch(apiHydrated(view.state));
  if (view.session) store.dispatch(view.session);
  return view.module
    ? loadRemoteModule(view.module).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
