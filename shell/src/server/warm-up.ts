import type { RenderRequest, RenderResult, SiteDocuments } from '@mitti/shared';
import { routes } from '../app/routes';
import { loadRoutePages } from '../app/lazy-page';
import { ROUTE_TABLE } from '../app/route-table';
import { loadTranslator } from '../i18n/load-translator';
import { loadServerRemote } from './server-remotes';
import { crawlerPaths } from './route-facts';

/** How long the warm-up's renders may take in all: an API that hangs delays a start by this much at most. */
const RENDERS_WITHIN_MS = 3000;

/**
 * Makes the release's first renders as fast as its later ones (called when the document server takes up a
 * release, shell/server's deployment.ts): loads every remote's server view (its container, fetched and
 * evaluated), the shell's server-rendered pages and the Hindi words, then renders each page the sitemap lists
 * once and throws the result away, so the render's code is compiled and the API's connections are open. On a
 * busy machine a cold render missed its deadline and the page went out without its first view. What cannot be
 * loaded or rendered now is left to the first shopper's render, as before: this never throws.
 */
export async function warmUp(
  site: SiteDocuments,
  render: (request: RenderRequest) => Promise<RenderResult | null>,
): Promise<void> {
  await Promise.allSettled([
    ...Object.values(site.remotes).map((manifestUrl) => loadServerRemote(manifestUrl)),
    ...ROUTE_TABLE.filter((route) => route.serverRendered).map((route) => loadRoutePages(routes, route.path)),
    loadTranslator('hi'),
  ]);
  const signal = AbortSignal.timeout(RENDERS_WITHIN_MS);
  for (const path of crawlerPaths().listed) {
    if (signal.aborted) break;
    await render({
      url: new URL(path, 'http://localhost').href,
      remotes: site.remotes,
      apiBaseUrl: site.config.apiBaseUrl,
      flash: null,
      signal,
    }).catch(() => null);
  }
}
