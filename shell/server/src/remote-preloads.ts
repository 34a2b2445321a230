import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { SiteDocuments } from '@mitti/shared/ssr';
import { escapeAttribute } from './html-attribute';

/**
 * Preloads for a shell document: the remote module its route renders (remoteEntry.js and the exposed module's
 * chunks, read from the remote's manifest here), so they download with the app's own scripts instead of after the
 * shell has booted and asked for the module (round trips later); the shell's own page chunk, both from the shell's
 * route table through its server bundle; and, for a page that goes out without its view, the public API reads its
 * render started (decision 125). Hints only: anything missing or failing leaves them out.
 */

interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/** What the shell's server bundle says a route preloads (shell/src/server/route-facts.ts). */
export type RouteHints = (pathname: string) => { module: string | null; page?: string | null };

/** The scripts of one of the shell's pages (its chunk, `route-pages.json` of the shell's build). */
export type PageScripts = (page: string) => string[];

/**
 * Scripts as webpack's chunk loading and the federation runtime add them (no crossorigin attribute), so the
 * browser reuses the preloads.
 */
export function scriptPreloadTags(scripts: string[]): string[] {
  return scripts.map((src) => `<link rel="preload" href="${escapeAttribute(src)}" as="script">`);
}

const MANIFEST_TTL_MS = 2000;
const MANIFEST_TIMEOUT_MS = 300;

/** API reads as absolute URLs, each once: `/products/abc` is `{api}/products/abc`. */
export function absoluteReads(paths: readonly string[], apiBaseUrl: string): string[] {
  return [...new Set(paths)].map((read) => apiBaseUrl.replace(/\/$/, '') + read);
}

/**
 * The remotes' manifests, each fetched again after MANIFEST_TTL_MS (a release is a new entry in
 * `/remotes.json`, so the URLs are few): bounded, and one fetch however many documents ask meanwhile.
 */
const manifests = new LRUCache<string, { manifest: FederationManifest | null }>({
  max: 100,
  ttl: MANIFEST_TTL_MS,
  fetchMethod: async (url) => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
      return { manifest: response.ok ? ((await response.json()) as FederationManifest) : null };
    } catch {
      return { manifest: null };
    }
  },
});

/** A remote's manifest, briefly cached; null when the remote does not answer quickly (no preload then). */
async function fetchManifest(url: string): Promise<FederationManifest | null> {
  return (await manifests.fetch(url))?.manifest ?? null;
}

export function preloadTags(manifestUrl: string, manifest: FederationManifest, exposed: string): string[] {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData.remoteEntry;
  const expose = manifest.exposes.find((e) => e.name === exposed);
  const scripts = [
    new URL(path.posix.join(entry.path, entry.name), base).href,
    ...(expose?.assets.js.sync ?? []).map((file) => new URL(file, base).href),
  ];
  // The page's runtime loads the entry, not the manifest (decision 129): only the scripts are preloaded.
  return scriptPreloadTags(scripts);
}

/**
 * Connections to the API's origin opened with the document: the shell's first API call (fetch, CORS
 * without credentials) and the product images (plain <img>, credentialed) use separate connections, so
 * both are warmed; each would otherwise cost a DNS + TCP (+ TLS) setup after the shell has booted.
 */
export function apiPreconnectTags(apiBaseUrl: string): string[] {
  const { origin } = new URL(apiBaseUrl);
  return [`<link rel="preconnect" href="${origin}">`, `<link rel="preconnect" href="${origin}" crossorigin>`];
}

/** As the shell's API client asks for them: fetch(), CORS, no credentials (`crossorigin`), so it reuses them. */
export function dataPreloadTags(urls: string[]): string[] {
  return urls.map((url) => `<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin>`);
}

/** A document's hints: connections its head opens at once, and preloads that come with the app's start. */
export interface RouteHintTags {
  head: string[];
  app: string[];
}

/**
 * The hint tags of a document for `pathname`: the API's connections (in the head), and the shell page's
 * scripts, the API reads `unread` (those its render started, when the page goes out without its view and its
 * data: decision 125), and its remote module (with the app's start).
 */
export function createRoutePreloads(
  routeHints: () => RouteHints | undefined,
  pageScripts: PageScripts = () => [],
): (site: SiteDocuments, pathname: string, unread: readonly string[] | null) => Promise<RouteHintTags> {
  return async ({ remotes, config }, pathname, unread) => {
    try {
      const route = routeHints()?.(pathname) ?? { module: null };
      const [remote, exposed] = (route.module ?? '').split('/') as [string, string | undefined];
      const manifestUrl = exposed ? remotes[remote] : undefined;
      const manifest = manifestUrl ? await fetchManifest(manifestUrl) : null;
      return {
        head: apiPreconnectTags(config.apiBaseUrl),
        app: [
          ...scriptPreloadTags(route.page ? pageScripts(route.page) : []),
          ...dataPreloadTags(absoluteReads(unread ?? [], config.apiBaseUrl)),
          ...(manifestUrl && manifest && exposed ? preloadTags(manifestUrl, manifest, exposed) : []),
        ],
      };
    } catch {
      return { head: [], app: [] };
    }
  };
}
