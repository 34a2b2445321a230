import type { DocumentsAdapter, RuntimeConfig, SiteDocuments } from '@mitti/shared/ssr';
import { REMOTE_APPS } from '@mitti/shared/apps';
import { API_PORT, AUTH_EMULATOR_PORT, FIRESTORE_EMULATOR_PORT } from './apps';
import { BEFORE_APP_SOURCES } from './before-app';

/**
 * `/remotes.json`: each remote's manifest URL. Locally the ports of `npm start`; an environment variable
 * (REMOTE_CATALOG_URL, ..., the apps table's `urlEnv`) points one entry at another build. `npm start` writes the
 * file into the site folder from the environment as it starts (site-files.ts); the document server reads that
 * file, not the environment, so a release is an edit of the file, seen at the next page load. `npm run dev`
 * answers it from the environment on every request (scripts/dev.ts).
 */
export function remotesManifest(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    REMOTE_APPS.map((app) => [app.name, env[app.urlEnv] ?? `http://localhost:${app.port}/mf-manifest.json`]),
  );
}

/** DOCUMENTS: where the shopper's documents live (decision 078); unset is the shop's API. Anything else stops the start. */
function documentsAdapter(env: NodeJS.ProcessEnv): DocumentsAdapter {
  const value = env.DOCUMENTS || 'http';
  if (value !== 'http' && value !== 'firestore') {
    throw new Error(`DOCUMENTS must be http or firestore, not ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * `/runtime-config.json`: where the API, the identity provider and the shopper's documents are. Without a Firebase
 * project (no FIREBASE_API_KEY) both Firebase services are their local emulators, at the ports `npm start` uses
 * unless FIREBASE_AUTH_EMULATOR_HOST or FIRESTORE_EMULATOR_HOST say otherwise.
 */
export function runtimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const local = !env.FIREBASE_API_KEY;
  const authEmulator = env.FIREBASE_AUTH_EMULATOR_HOST ?? (local ? `127.0.0.1:${AUTH_EMULATOR_PORT}` : undefined);
  const documents = documentsAdapter(env);
  const firestoreEmulator =
    documents === 'firestore'
      ? (env.FIRESTORE_EMULATOR_HOST ?? (local ? `127.0.0.1:${FIRESTORE_EMULATOR_PORT}` : undefined))
      : undefined;
  return {
    apiBaseUrl: env.API_URL ?? `http://localhost:${API_PORT}`,
    ...(documents === 'firestore' ? { documents } : {}),
    firebase: {
      apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? 'demo-mitti.firebaseapp.com',
      projectId: env.FIREBASE_PROJECT_ID ?? 'demo-mitti',
      ...(authEmulator ? { authEmulatorUrl: `http://${authEmulator}` } : {}),
      ...(firestoreEmulator ? { firestoreEmulatorUrl: `http://${firestoreEmulator}` } : {}),
    },
  };
}

const origin = (url: string) => new URL(url).origin;

/** Where the browser reaches the shopper's documents in Firestore, when they are there. */
function firestoreOrigins({ documents, firebase }: RuntimeConfig): string[] {
  if (documents !== 'firestore') return [];
  return [firebase.firestoreEmulatorUrl ? origin(firebase.firestoreEmulatorUrl) : 'https://firestore.googleapis.com'];
}

/**
 * Headers for the shell's documents. The Content-Security-Policy allows exactly the configured remotes,
 * the API and the identity provider named in the current deploy-time documents, so a script injected from
 * anywhere else does not run.
 */
export function documentSecurityHeaders({ remotes: manifest, config }: SiteDocuments): Record<string, string> {
  const remotes = [...new Set(Object.values(manifest).map(origin))];
  const api = origin(config.apiBaseUrl);
  const identity = config.firebase.authEmulatorUrl
    ? [origin(config.firebase.authEmulatorUrl)]
    : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://apis.google.com'];
  const authFrames = config.firebase.authEmulatorUrl ? identity : [`https://${config.firebase.authDomain}`];
  const policy = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...BEFORE_APP_SOURCES,
      ...remotes,
      ...(config.firebase.authEmulatorUrl ? [] : ['https://apis.google.com']),
    ],
    // style-loader and React's style attributes insert styles at runtime.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api, ...remotes],
    'font-src': ["'self'", ...remotes],
    'connect-src': ["'self'", api, ...remotes, ...identity, ...firestoreOrigins(config)],
    'frame-src': authFrames,
    // The shop's forms post to its own pages (decision 035); the payment gateway is reached by navigation.
    'form-action': ["'self'", api],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return {
    'Content-Security-Policy': Object.entries(policy)
      .map(([directive, sources]) => `${directive} ${[...new Set(sources)].join(' ')}`)
      .join('; '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/**
 * The opener policy, sent with the documents of the routes that sever an opener (route-table.ts): where a shopper
 * signs in, pays or sees their own, a page on another site that opened the window loses it (decision 135). Sign-in
 * with a popup needs the popup to report back to its opener, hence `allow-popups`.
 */
export const OPENER_POLICY = { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' } as const;
