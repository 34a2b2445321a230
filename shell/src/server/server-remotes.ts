import { LRUCache } from 'lru-cache';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as shared from '@mitti/shared';
import type { ServerRemote } from '@mitti/shared';
import { untilAborted } from '@mitti/shared/deadline';
import { version as sharedVersion } from '@mitti/shared/package.json';

/**
 * A remote's server view is a Module Federation container for Node (`server/remoteEntry.js`, built beside its
 * browser build by webpack.server.ts), loaded here by the federation runtime as the browser loads its
 * `remoteEntry.js` (docs/decisions/045): a remote team deploys its server view with its browser build and the
 * document server picks it up within seconds.
 */

const TTL_MS = 2000;
/**
 * Every request of a load answers within this, or the load fails: a remote that hangs costs its page's server
 * view, never the renders that would wait on it (each stops waiting at its own deadline, `loadServerRemote`'s
 * signal). A refusal (404, 500) fails it too, rather than an error page being run as code. The clock runs on this
 * process's event loop, so it counts the process's own pauses too (a busy render loop, a collection, a starved
 * CPU): 3 s, not 1 s, so that a host answering at once is not given up for them (decision 116).
 */
export const LOAD_REQUEST_DEADLINE_MS = 3000;

async function fetchWithin(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    signal: AbortSignal.timeout(LOAD_REQUEST_DEADLINE_MS),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

const withinDeadline: ModuleFederationRuntimePlugin = {
  name: 'mitti-fetch-within-deadline',
  fetch: (url, init) => fetchWithin(url, init),
};

/** A module the render provides, the one copy every remote's server view uses (never a remote's own). */
const provided = (version: string, module: unknown) => ({
  version,
  lib: () => module,
  shareConfig: { singleton: true, requiredVersion: false as const },
});

/**
 * The document server's federation host. A container's shared React and @mitti/shared are strict singletons
 * it never bundles, so the runtime refuses one built for a React or @mitti/shared this render does not run,
 * as the browser's runtime refuses its browser build.
 */
const federation = createInstance({
  name: 'mitti_document_server',
  remotes: [],
  shared: {
    react: provided(React.version, React),
    'react-dom': provided(ReactDOM.version, ReactDOM),
    'react/jsx-runtime': provided(React.version, jsxRuntime),
    '@mitti/shared': provided(sharedVersion, shared),
  },
  plugins: [withinDeadline],
});

export interface LoadedServerRemote {
  remote: ServerRemote;
  css: string;
  /** The container's ETag: the same container again keeps the pages already evaluated. */
  etag: string | null;
}

/**
 * Each manifest URL is a remote of its own in the runtime, so the builds of two releases (a document rendered
 * with one while the next is deployed) never mix. Named while its build is kept (the cache below).
 *
 * The names are this copy of the shell's server code's own: the runtime keeps the containers it loaded in the
 * process's global scope by name and address, and a new release of the shell taken up without a restart
 * (shell/server's deployment.ts requires its render.cjs again) would otherwise be handed the containers the
 * last copy loaded, which render with the last copy's React and @mitti/shared: every remote's page then went
 * out without its first view.
 */
const copy = crypto.randomUUID().slice(0, 8);
const runtimeNames = new Map<string, string>();
let named = 0;
const runtimeName = (manifestUrl: string) => {
  let name = runtimeNames.get(manifestUrl);
  if (!name) runtimeNames.set(manifestUrl, (name = `release_${copy}_${++named}`));
  return name;
};

/**
 * The runtime lets go of a remote's container and modules. `registerRemotes(..., { force: true })` calls the
 * same method (with a warning each time); the runtime offers no public way to unregister.
 */
function unregister(name: string): void {
  const remote = federation.options.remotes.find((registered) => registered.name === name);
  if (remote) (federation.remoteHandler as unknown as { removeRemote(remote: unknown): void }).removeRemote(remote);
}

async function load(manifestUrl: string, previous?: LoadedServerRemote): Promise<LoadedServerRemote> {
  const entry = new URL('server/remoteEntry.js', manifestUrl).href;
  const [head, css] = await Promise.all([
    fetchWithin(entry, { method: 'HEAD' }),
    fetchWithin(new URL('server/remote.css', manifestUrl).href).then((response) => response.text()),
  ]);
  const etag = head.headers.get('etag');
  // The same container as last time keeps its pages; the stylesheet is always the new one.
  if (previous && etag && etag === previous.etag) return { ...previous, css };
  const name = runtimeName(manifestUrl);
  // A new build at the same URL, or a retry after a failed load, starts afresh: the runtime lets go of the
  // container it had (and a failed load it would otherwise answer again).
  unregister(name);
  federation.registerRemotes([{ name, entry }]);
  const remote = await federation.loadRemote<ServerRemote>(`${name}/server`);
  if (!remote?.pages) throw new Error(`${entry} exposes no pages`);
  return { remote, css, etag };
}

/**
 * The remotes' server views by manifest URL, each checked again after TTL_MS (served meanwhile, and kept
 * while its remote does not answer): bounded, so the builds of releases long gone leave memory, and the
 * runtime with them.
 */
const loaded = new LRUCache<string, LoadedServerRemote>({
  max: 32,
  ttl: TTL_MS,
  allowStale: true,
  allowStaleOnFetchRejection: true,
  fetchMethod: (manifestUrl, previous) => load(manifestUrl, previous),
  // A build replaced by a newer one at its URL was let go by load(); one that leaves the cache leaves the runtime.
  dispose: (_value, manifestUrl, reason) => {
    if (reason === 'set') return;
    unregister(runtimeName(manifestUrl));
    runtimeNames.delete(manifestUrl);
  },
});

/**
 * The server view of the remote whose manifest is at `manifestUrl`; waited for until `signal` aborts (a render or a
 * form's answer past its deadline stops waiting; the load goes on for the next one).
 */
export async function loadServerRemote(manifestUrl: string, signal?: AbortSignal): Promise<LoadedServerRemote> {
  const status: LRUCache.Status<string, LoadedServerRemote> = {};
  const remote = await untilAborted(loaded.fetch(manifestUrl, { status }), signal);
  // Refused or unreachable, with no earlier build to serve: the runtime's reason.
  if (!remote) throw status.fetchError ?? new Error(`${manifestUrl}'s server view could not be loaded`);
  return remote;
}
