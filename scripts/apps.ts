import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppName } from '../webpack.common';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface AppInfo {
  /** Workspace folder. */
  folder: string;
  name: AppName;
  port: number;
}

/** The five frontend apps and their local ports (README: "Local ports"). */
export const APPS: readonly AppInfo[] = [
  { folder: 'shell', name: 'shell', port: 3000 },
  { folder: 'mf-catalog', name: 'catalog', port: 3001 },
  { folder: 'mf-workshops', name: 'workshops', port: 3002 },
  { folder: 'mf-checkout', name: 'checkout', port: 3003 },
  { folder: 'mf-account', name: 'account', port: 3004 },
];

export const API_PORT = 4000;
export const AUTH_EMULATOR_PORT = 9099;
export const PARTNER_SITE_PORT = 3010;

export function findApp(folderOrName: string): AppInfo {
  const app = APPS.find((a) => a.folder === folderOrName || a.name === folderOrName);
  if (!app) throw new Error(`Unknown app "${folderOrName}". Known: ${APPS.map((a) => a.folder).join(', ')}`);
  return app;
}

export function distDir(app: AppInfo): string {
  return path.join(repoRoot, app.folder, 'dist');
}
