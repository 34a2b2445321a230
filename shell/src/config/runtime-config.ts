import { REMOTE_NAMES, type RemotesManifest, type RuntimeConfig, type SiteDocuments } from '@mitti/shared';

/** Served by the shell's own origin next to index.html, so a deploy changes it without a rebuild. */
export type { RuntimeConfig };

async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path} could not be loaded (${response.status})`);
  return response.json();
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return !!value && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string');
}

export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (!isStringRecord(value)) throw new Error('/remotes.json must map each remote to its manifest URL');
  const missing = REMOTE_NAMES.filter((name) => !value[name]);
  if (missing.length) throw new Error(`/remotes.json has no entry for: ${missing.join(', ')}`);
  return value as RemotesManifest;
}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const config = value as Partial<RuntimeConfig> | null;
  if (!config || typeof config.apiBaseUrl !== 'string') throw new Error('/runtime-config.json needs apiBaseUrl');
  if (!config.firebase || typeof config.firebase.projectId !== 'string') {
    throw new Error('/runtime-config.json needs firebase.projectId');
  }
  return config as RuntimeConfig;
}

/**
 * The deploy-time documents. A document from the document server carries the ones it was made with
 * (`pinned`): the browser boots with those (no request, and no remote deployed a moment ago that the page
 * was not made with); a page without them (webpack's dev server) fetches both files.
 */
export async function loadRuntimeConfig(
  pinned?: SiteDocuments,
): Promise<{ remotes: RemotesManifest; config: RuntimeConfig }> {
  const [remotes, config] = pinned
    ? [pinned.remotes, pinned.config]
    : await Promise.all([fetchJson('/remotes.json'), fetchJson('/runtime-config.json')]);
  return { remotes: parseRemotesManifest(remotes), config: parseRuntimeConfig(config) };
}
