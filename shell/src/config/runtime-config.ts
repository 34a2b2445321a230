import { REMOTE_NAMES, type RemotesManifest } from '@mitti/shared';

/** Served by the shell's own origin next to index.html, so a deploy changes it without a rebuild. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** Set when the Firebase Auth emulator is used, e.g. http://127.0.0.1:9099. */
    authEmulatorUrl?: string;
  };
}

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
 * The deploy-time documents. A page the server rendered names the remote builds it was rendered with
 * (`pinned`): the browser hydrates with those, even if `/remotes.json` changed a moment ago.
 */
export async function loadRuntimeConfig(
  pinned?: unknown,
): Promise<{ remotes: RemotesManifest; config: RuntimeConfig }> {
  const [remotes, config] = await Promise.all([
    pinned ?? fetchJson('/remotes.json'),
    fetchJson('/runtime-config.json'),
  ]);
  return { remotes: parseRemotesManifest(remotes), config: parseRuntimeConfig(config) };
}
