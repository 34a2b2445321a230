import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository: three levels up from here, in `src/` as in the built `dist/`. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type AppName = 'shell' | 'catalog' | 'workshops' | 'checkout' | 'account' | 'admin';

export interface AppInfo {
  /** Workspace folder. */
  folder: string;
  name: AppName;
  port: number;
}

/** The six frontend apps and their local ports (README: "Local ports"). */
export const APPS: readonly AppInfo[] = [
  { folder: 'shell', name: 'shell', port: 3000 },
  { folder: 'mf-catalog', name: 'catalog', port: 3001 },
  { folder: 'mf-workshops', name: 'workshops', port: 3002 },
  { folder: 'mf-checkout', name: 'checkout', port: 3003 },
  { folder: 'mf-account', name: 'account', port: 3004 },
  { folder: 'mf-admin', name: 'admin', port: 3005 },
];

export const API_PORT = 4000;
export const AUTH_EMULATOR_PORT = 9099;

export function distDir(app: AppInfo): string {
  return path.join(repoRoot, app.folder, 'dist');
}
