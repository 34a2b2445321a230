import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemoteModules, RemoteName, RemotesManifest } from '@mitti/shared';

/**
 * A remote that could not be loaded: its server is down or slow, its code failed to evaluate, or it was
 * built against a version of a shared library (React, the router, ...) that the site does not run.
 */
export class RemoteUnavailableError extends Error {
  readonly reason: 'unavailable' | 'incompatible';

  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`The ${remote} part of the shop could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
    this.reason = /does not satisfy the requirement/.test(describe(cause)) ? 'incompatible' : 'unavailable';
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return `${error.message} ${error.cause ? describe(error.cause) : ''}`;
}

const LOAD_TIMEOUT_MS = 4000;
let manifest: RemotesManifest | null = null;

function remoteOf(id: RemoteModuleId): RemoteName {
  return id.split('/')[0] as RemoteName;
}

/** Registers every remote from `/remotes.json`; nothing about a remote's URL is compiled into the shell. */
export function registerRemotesFromManifest(remotes: RemotesManifest): void {
  manifest = remotes;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Loads one exposed module. `fresh` re-registers the remote first, dropping whatever the runtime cached
 * from a failed attempt, so Retry really fetches the manifest and entry again.
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(
  id: Id,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<{ default: RemoteModules[Id] }> {
  const remote = remoteOf(id);
  if (!manifest) throw new RemoteUnavailableError(remote, new Error('remotes are not registered'));
  try {
    if (fresh) registerRemotes([{ name: remote, entry: manifest[remote] }], { force: true });
    const module = await withTimeout(loadRemote<{ default: RemoteModules[Id] }>(id), LOAD_TIMEOUT_MS);
    if (!module?.default) throw new Error(`${id} has no default export`);
    return module;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}
