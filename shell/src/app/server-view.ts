import { apiHydrated, type AppStore, type RemoteModuleId } from '@mitti/shared';
import { loadRemoteModule } from '../lib/remotes/remote-registry';

/** What the server put into a document it rendered (scripts/serve/server-view.ts, server/render.tsx). */
interface ServerViewState {
  state: { api: unknown };
  module: RemoteModuleId | null;
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
 * Readies the browser's first render of a server-rendered page: the API reads the server used go into the
 * store, and the route's remote module is loaded, so that render shows the same page at once (no loading
 * state, no refetch) and replaces the server's markup in one step. Resolves when ready; a remote that fails
 * to load is left to its slot, which shows its error and Retry as usual.
 */
export function prepareServerView(store: AppStore, view: ServerViewState | null): Promise<void> {
  if (!view) return Promise.resolve();
  store.dispatch(apiHydrated(view.state));
  return view.module
    ? loadRemoteModule(view.module).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
