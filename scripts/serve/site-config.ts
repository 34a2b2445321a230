import { APPS, API_PORT, AUTH_EMULATOR_PORT } from '../apps';

const REMOTE_ENV: Record<string, string> = {
  catalog: 'REMOTE_CATALOG_URL',
  workshops: 'REMOTE_WORKSHOPS_URL',
  checkout: 'REMOTE_CHECKOUT_URL',
  account: 'REMOTE_ACCOUNT_URL',
};

/**
 * `/remotes.json`: each remote's manifest URL. Locally the ports of `npm start`; an environment variable
 * (REMOTE_CATALOG_URL, ...) points one entry at another build, and is read on every request, so the
 * running shell picks it up at the next page load.
 */
export function remotesManifest(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(
    APPS.filter((app) => app.name !== 'shell').map((app) => [
      app.name,
      env[REMOTE_ENV[app.name]!] ?? `http://localhost:${app.port}/mf-manifest.json`,
    ]),
  );
}

/** `/runtime-config.json`: where the API and the identity provider are. */
export function runtimeConfig(env: NodeJS.ProcessEnv = process.env) {
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
