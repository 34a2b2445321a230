import { compileFunction } from 'node:vm';
import { LRUCache } from 'lru-cache';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import { satisfy } from '@module-federation/enhanced/runtime';
import * as shared from '@mitti/shared';
import type { ServerRemote } from '@mitti/shared';
import { version as sharedVersion } from '@mitti/shared/package.json';

/**
 * A remote's server bundle, fetched from the remote's own deployment next to its manifest
 * (`{remote}/server/remote.js` and `remote.css`), so a remote team deploys its server view with its
 * browser build and the shell picks it up within seconds, as the browser picks up a new remoteEntry.js.
 * The bundle gets React and @mitti/shared from the shell, the one copy the render uses: the same
 * singletons Module Federation negotiates in the browser.
 */
const SHARED: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDOM,
  'react/jsx-runtime': jsxRuntime,
  '@mitti/shared': shared,
};

/**
 * The versions of React and @mitti/shared this render provides, against which a remote's manifest states
 * its needs: the browser's federation runtime refuses a remote they do not satisfy, and so does the server.
 */
const PROVIDED: Record<string, string> = {
  react: React.version,
  'react/jsx-runtime': React.version,
  'react-dom': ReactDOM.version,
  'react-dom/client': ReactDOM.version,
  '@mitti/shared': sharedVersion,
};

interface FederationManifest {
  shared?: { name: string; requiredVersion?: string | false }[];
}

/** Refuses a remote the browser's runtime would refuse: one built for another React (decision 003). */
export function assertCompatible(manifest: FederationManifest, url: string): void {
  for (const { name, requiredVersion } of manifest.shared ?? []) {
    const provided = PROVIDED[name];
    if (provided && typeof requiredVersion === 'string' && !satisfy(provided, requiredVersion)) {
      throw new Error(`${url} needs ${name} ${requiredVersion}, the shell runs ${provided}`);
    }
  }
}

const TTL_MS = 2000;
const TIMEOUT_MS = 1000;

export interface LoadedServerRemote {
  remote: ServerRemote;
  css: string;
  /** The script's ETag: the same script again keeps the pages already evaluated. */
  etag: string | null;
}

async function fetchText(url: string): Promise<{ text: string; etag: string | null }> {
  const response = await fetch(url.replace('//localhost:', '//127.0.0.1:'), {
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { text: await response.text(), etag: response.headers.get('etag') };
}

export function evaluateServerRemote(code: string, url: string): ServerRemote {
  const module = { exports: {} as Partial<ServerRemote> };
  const require = (id: string) => {
    if (id in SHARED) return SHARED[id];
    throw new Error(`${url} needs "${id}", which the shell does not share`);
  };
  // The remote's own build, compiled by Node's vm as a CommonJS module (named by its URL in stack traces) and
  // run as the browser runs its remoteEntry.js.
  const run = compileFunction(code, ['module', 'exports', 'require'], { filename: url });
  run(module, module.exports, require);
  if (!module.exports.pages) throw new Error(`${url} exports no pages`);
  return module.exports as ServerRemote;
}

async function load(base: URL, previous?: LoadedServerRemote): Promise<LoadedServerRemote> {
  const jsUrl = new URL('server/remote.js', base).href;
  const [manifest, js, css] = await Promise.all([
    fetchText(base.href),
    fetchText(jsUrl),
    fetchText(new URL('server/remote.css', base).href),
  ]);
  assertCompatible(JSON.parse(manifest.text) as FederationManifest, base.href);
  // The same script as last time keeps the pages already evaluated; the stylesheet is always the new one.
  const remote =
    previous && js.etag && js.etag === previous.etag ? previous.remote : evaluateServerRemote(js.text, jsUrl);
  return { remote, css: css.text, etag: js.etag };
}

/**
 * The remotes' server bundles by manifest URL, each checked again after TTL_MS (served meanwhile, and kept
 * while its remote does not answer): bounded, so the builds of releases long gone leave memory.
 */
const loaded = new LRUCache<string, LoadedServerRemote>({
  max: 32,
  ttl: TTL_MS,
  allowStale: true,
  allowStaleOnFetchRejection: true,
  fetchMethod: (manifestUrl, previous) => load(new URL(manifestUrl), previous),
});

/** The server bundle of the remote whose manifest is at `manifestUrl`. */
export async function loadServerRemote(manifestUrl: string): Promise<LoadedServerRemote> {
  const remote = await loaded.fetch(manifestUrl);
  if (!remote) throw new Error(`${manifestUrl}'s server bundle could not be loaded`);
  return remote;
}
