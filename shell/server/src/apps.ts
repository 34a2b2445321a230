import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_TABLE, type AppName } from '@mitti/shared/apps';

/** The repository: three levels up from here, in `src/` as in the built `dist/`. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type { AppName };

export interface AppInfo {
  /** Workspace folder. */
  folder: string;
  name: AppName;
  port: number;
}

/** The six frontend apps and their local ports: the one table in `@mitti/shared/apps`. */
export const APPS: readonly AppInfo[] = APP_TABLE.map(({ folder, name, port }) => ({ folder, name, port }));

export const API_PORT = 4000;
export const AUTH_EMULATOR_PORT = 9099;
/** The Cloud Firestore emulator's usual port, for a shop whose documents are in Firestore (DOCUMENTS=firestore). */
export const FIRESTORE_EMULATOR_PORT = 8080;

export function distDir(app: AppInfo): string {
  return path.join(repoRoot, app.folder, 'dist');
}
