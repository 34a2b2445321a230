import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteModules, RemoteName, RemotesManifest } from '@mitti/shared';
import { REMOTE_ENTRY_FILE } from '@mitti/shared/apps';
import { untilAborted } from '@mitti/shared/deadline';
import { RemoteUnavailableError } from './remote-unavailable-error';
import { forgetRefusal, remoteLoadErrors } from './remote-load-errors';
import { rememberResolvedRemote } from './resolved-remotes';
import { remoteLoadTimings } from './remote-load-timings';

export { RemoteUnavailableError };

const LOAD_TIMEOUT_MS = 4000;
let manifest: RemotesManifest | null = null;

function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

/**
 * A remote's entry: the remoteEntry.js beside the manifest `/remotes.json` names (decision 129). The page never
 * fetches the manifest: the document preloads what its route needs, and the runtime needs no snapshot.
 */
export const entryOf = (build: string): string => new URL(REMOTE_ENTRY_FILE, new URL(build, window.location.href)).href;

/** Registers every remote from `/remotes.json`; nothing about a remote's URL is compiled into the shell. */
export function registerRemotesFromManifest(remotes: RemotesManifest): void {
  manifest = remotes;
  // Each remote's load times (under the build `/remotes.json` pinned) and failures, for the page-view beacon
  // (features/rum); a failed load's error.
  registerPlugins([remoteLoadTimings((remote) => manifest?.[remote as RemoteName]), remoteLoadErrors]);
  registerRemotes(Object.entries(remotes).map(([name, build]) => ({ name, entry: entryOf(build) })));
}

const retries = new Map<RemoteName, number>();

/**
 * The entry's URL for another attempt. The runtime keeps what it fetched (and failed to fetch) per URL, so
 * a retry asks under a URL of its own; chunks still resolve against the remote's folder.
 */
function retryEntry(remote: RemoteName, build: string): string {
  const attempt = (retries.get(remote) ?? 0) + 1;
  retries.set(remote, attempt);
  const url = new URL(entryOf(build));
  url.searchParams.set('retry', String(attempt));
  return url.href;
}

/** A failure faster than this did not reach a server: a refused connection or a cached failure. */
const FAST_FAILURE_MS = 1500;

async function load<Id extends RemoteModuleId>(id: Id): Promise<{ default: RemoteModules[Id] }> {
  // The runtime cannot stop a load: the slot stops waiting for it.
  const module = await untilAborted(
    loadRemote<{ default: RemoteModules[Id] }>(id),
    AbortSignal.timeout(LOAD_TIMEOUT_MS),
  );
  if (!module?.default) throw new Error(`${id} has no default export`);
  rememberResolvedRemote(id, module.default as ComponentType);
  return module;
}

const loads = new Map<RemoteModuleId, Promise<unknown>>();

/**
 * Loads one exposed module. `fresh` re-registers the remote first, dropping whatever the runtime cached
 * from a failed attempt, so Retry really fetches the entry again.
 *
 * A fresh attempt that fails fast is made once more: the document's `<link rel=preload>` hints for the
 * remote's scripts may have failed while it was unreachable, and the browser answers the next request for
 * those URLs from the failed preload without going to the network; that first request uses them up.
 */
export function loadRemoteModule<Id extends RemoteModuleId>(
  id: Id,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<{ default: RemoteModules[Id] }> {
  // One load per module until a fresh one is asked for: the slot that renders a module the boot is already
  // loading (or failed to load) waits for that load instead of starting another and its timeout.
  const current = loads.get(id) as Promise<{ default: RemoteModules[Id] }> | undefined;
  if (current && !fresh) return current;
  const loading = loadModule(id, fresh);
  loads.set(id, loading);
  return loading;
}

async function loadModule<Id extends RemoteModuleId>(id: Id, fresh: boolean): Promise<{ default: RemoteModules[Id] }> {
  const remote = remoteOf(id);
  if (!manifest) throw new RemoteUnavailableError(remote, new Error('remotes are not registered'));
  const build = manifest[remote];
  const reregister = () => registerRemotes([{ name: remote, entry: retryEntry(remote, build) }], { force: true });
  try {
    if (!fresh) return await load(id);
    forgetRefusal(remote);
    reregister();
    const started = Date.now();
    try {
      return await load(id);
    } catch (error) {
      if (Date.now() - started > FAST_FAILURE_MS) throw error;
      reregister();
      return await load(id);
    }
  } catch (error) {
    // The runtime's failures end in one already (remote-load-errors.ts); the deadline's and a missing export not.
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error);
  }
}
