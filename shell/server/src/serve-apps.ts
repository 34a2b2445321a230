import type { Server } from 'node:http';
import { APPS, distDir } from './apps';
import { documentSecurityHeaders } from './site-config';
import { readSiteFiles } from './site-files';
import { serveStatic } from './static-server';
import { createServerView, serverBundleOf } from './server-view';

/** The CSP and friends of a shell document, from the site folder's current `remotes.json` and config. */
export function shellDocumentHeaders(siteDir: string): () => Record<string, string> {
  return () => documentSecurityHeaders(readSiteFiles(siteDir));
}

/**
 * The five production builds on their ports, as `npm start` serves them: the shell as a single-page app
 * behind the site folder's deploy-time documents, each remote as plain static files.
 */
export function serveApps(siteDir: string): Promise<Server[]> {
  const documentHeaders = shellDocumentHeaders(siteDir);
  return Promise.all(
    APPS.map((app) =>
      serveStatic({
        root: distDir(app),
        port: app.port,
        ...(app.name === 'shell'
          ? {
              spa: true,
              overlay: siteDir,
              documentHeaders,
              serverView: createServerView(serverBundleOf(distDir(app)), siteDir),
            }
          : {}),
      }),
    ),
  );
}
