/**
 * The shop's six frontend apps, written once (issue 34): each one's federation name, workspace folder, local
 * port (README: "Local ports") and, for a remote, the environment variable that points the shell at another
 * build of it. The document server, the scripts, the webpack factory and each app's webpack config, the
 * remote contract and the site config all read this table. Plain data, no imports, so every side (browser,
 * Node, build) may import it.
 */
export const APP_TABLE = [
  { name: 'shell', folder: 'shell', port: 3000, urlEnv: null },
  { name: 'catalog', folder: 'mf-catalog', port: 3001, urlEnv: 'REMOTE_CATALOG_URL' },
  { name: 'workshops', folder: 'mf-workshops', port: 3002, urlEnv: 'REMOTE_WORKSHOPS_URL' },
  { name: 'checkout', folder: 'mf-checkout', port: 3003, urlEnv: 'REMOTE_CHECKOUT_URL' },
  { name: 'account', folder: 'mf-account', port: 3004, urlEnv: 'REMOTE_ACCOUNT_URL' },
  { name: 'admin', folder: 'mf-admin', port: 3005, urlEnv: 'REMOTE_ADMIN_URL' },
] as const;

/**
 * A remote's browser entry, in its build's folder beside its `mf-manifest.json` (the address `/remotes.json` gives):
 * webpack writes it under this name, and the shell's page loads it from there (decision 129).
 */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** The partner's page `npm start` serves beside the shop, which embeds the catalogue (README: "Local ports"). */
export const PARTNER_SITE_PORT = 3010;

export type AppEntry = (typeof APP_TABLE)[number];
export type AppName = AppEntry['name'];
/** A remote: every app but the shell that hosts them. */
export type RemoteAppEntry = Exclude<AppEntry, { name: 'shell' }>;
export type RemoteAppName = RemoteAppEntry['name'];

export const REMOTE_APPS = APP_TABLE.filter((app): app is RemoteAppEntry => app.name !== 'shell');
export const REMOTE_APP_NAMES: readonly RemoteAppName[] = REMOTE_APPS.map((app) => app.name);

/** The app's row; the table is the only place its port and folder are written. */
export function appEntry<N extends AppName>(name: N): Extract<AppEntry, { name: N }> {
  return APP_TABLE.find((app) => app.name === name) as Extract<AppEntry, { name: N }>;
}
