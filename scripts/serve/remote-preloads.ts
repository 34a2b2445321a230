import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../apps';

/**
 * Preloads for a shell document: the remote module its route renders (manifest, remoteEntry.js and the
 * exposed module's chunks), so they download with the document instead of after the shell has booted,
 * read /remotes.json and fetched the manifest (four round trips later). Which module each route renders is
 * `shell/src/lib/remotes/route-preloads.json`, checked against the shell's route table by a unit test.
 */

interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

const routeFile = path.join(repoRoot, 'shell/src/lib/remotes/route-preloads.json');
const MANIFEST_TTL_MS = 2000;
const MANIFEST_TIMEOUT_MS = 300;

function compileRoutes(): { pattern: RegExp; module: string }[] {
  const routes = JSON.parse(readFileSync(routeFile, 'utf8')) as Record<string, string>;
  return Object.entries(routes).map(([route, module]) => ({
    pattern: new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}/?$`),
    module,
  }));
}

export function moduleForPath(pathname: string, routes = compileRoutes()): string | undefined {
  return routes.find((route) => route.pattern.test(pathname))?.module;
}

const manifests = new Map<string, { at: number; manifest: Promise<FederationManifest | null> }>();

/** A remote's manifest, briefly cached; null when the remote does not answer quickly (no preload then). */
function fetchManifest(url: string): Promise<FederationManifest | null> {
  const cached = manifests.get(url);
  if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.manifest;
  const manifest = fetch(url.replace('//localhost:', '//127.0.0.1:'), {
    signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
  })
    .then((response) => (response.ok ? (response.json() as Promise<FederationManifest>) : null))
    .catch(() => null);
  manifests.set(url, { at: Date.now(), manifest });
  return manifest;
}

export function preloadTags(manifestUrl: string, manifest: FederationManifest, exposed: string): string[] {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData.remoteEntry;
  const expose = manifest.exposes.find((e) => e.name === exposed);
  const scripts = [
    new URL(path.posix.join(entry.path, entry.name), base).href,
    ...(expose?.assets.js.sync ?? []).map((file) => new URL(file, base).href),
  ];
  // The runtime fetches the manifest with fetch() (CORS, no credentials) and adds scripts without a
  // crossorigin attribute: the preloads must be requested the same way to be reused.
  return [
    `<link rel="preload" href="${manifestUrl}" as="fetch" crossorigin>`,
    ...scripts.map((src) => `<link rel="preload" href="${src}" as="script">`),
  ];
}

/**
 * Adds the route's remote preloads to a shell document. A hint only: when anything is missing or fails
 * (no remotes.json, a remote down) the document goes out unchanged and the shell loads the remote as usual.
 */
export function createRemotePreloader(siteDir: string): (html: string, pathname: string) => Promise<string> {
  const routes = compileRoutes();
  return async (html, pathname) => {
    try {
      const module = moduleForPath(pathname, routes);
      if (!module) return html;
      const [remote, exposed] = module.split('/') as [string, string];
      const remotes = JSON.parse(readFileSync(path.join(siteDir, 'remotes.json'), 'utf8')) as Record<string, string>;
      const manifestUrl = remotes[remote];
      const manifest = manifestUrl ? await fetchManifest(manifestUrl) : null;
      if (!manifestUrl || !manifest) return html;
      return html.replace('</head>', `${preloadTags(manifestUrl, manifest, exposed).join('')}</head>`);
    } catch {
      return html;
    }
  };
}
