import type { RuntimeConfig, SiteDocuments } from '@mitti/shared/ssr';
import { REMOTE_APPS } from '@mitti/shared/apps';
import { API_PORT, AUTH_EMULATOR_PORT } from './apps';
import { STARTUP_SCRIPT_SOURCES } from './startup-script';

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

/** `/runtime-config.json`: where the API and the identity provider are. */
export function runtimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const emulator =
    env.FIREBASE_AUTH_EMULATOR_HOST ?? (env.FIREBASE_API_KEY ? undefined : `127.0.0.1:${AUTH_EMULATOR_PORT}`);
  return {
    apiBaseUrl: env.API_URL ?? `http://localhost:${API_PORT}`,
    firebase: {
      apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? 'demo-mitti.firebaseapp.com',
      projectId: env.FIREBASE_PROJECT_ID ?? 'demo-mitti',
      ...(emulator ? { authEmulatorUrl: `http://${emulator}` } : {}),
    },
  };
}

const origin = (url: string) => new URL(url).origin;

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
      ...STARTUP_SCRIPT_SOURCES,
      ...remotes,
      ...(config.firebase.authEmulatorUrl ? [] : ['https://apis.google.com']),
    ],
    // style-loader and React's style attributes insert styles at runtime.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', api, ...remotes],
    'font-src': ["'self'", ...remotes],
    'connect-src': ["'self'", api, ...remotes, ...identity],
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
    // Sign-in with a popup needs the popup to report back to its opener. What the policy costs: decision 056.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}
