import type { AppName as WebpackAppName } from '../webpack.common';
import { APPS as SERVED_APPS, type AppInfo as ServedApp } from '../shell/server/src/apps';

// The app table is `@mitti/shared/apps` (shared/src/remotes/app-table.ts, decision 050); the document server's
// apps.ts (shell/server/src) derives the apps it serves from it and writes the API's and the Auth emulator's ports.
export { API_PORT, AUTH_EMULATOR_PORT, distDir, repoRoot } from '../shell/server/src/apps';

export interface AppInfo extends ServedApp {
  name: WebpackAppName;
}

/** The six frontend apps and their local ports (README: "Local ports"), each one webpack builds. */
export const APPS: readonly AppInfo[] = SERVED_APPS;

export { PARTNER_SITE_PORT } from '@mitti/shared/apps';

/** The local mail catcher (MailDev): the API's SMTP_URL in development, and its web UI and REST API. */
export const MAIL_SMTP_PORT = 1025;
export const MAIL_WEB_PORT = 1080;

export function findApp(folderOrName: string): AppInfo {
  const app = APPS.find((a) => a.folder === folderOrName || a.name === folderOrName);
  if (!app) throw new Error(`Unknown app "${folderOrName}". Known: ${APPS.map((a) => a.folder).join(', ')}`);
  return app;
}
