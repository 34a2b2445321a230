import type { RenderRequest, RenderResult, SiteDocuments } from '@mitti/shared';
import { loadServerRemote } from './server-remotes';
import { crawlerPaths } from './route-facts';

/** How long the warm-up's renders may take in all: an API that hangs delays a start by this much at most. */
const RENDERS_WITHIN_MS = 3000;

/**
 * Makes the release's first renders as fast as its later ones (called when the document server takes up a
 * release, shell/server's deployment.ts): loads every remote's server view (its container, fetched and
 * evaluated, the cart's too, which no listed page renders), then renders each page the sitemap lists, in either
 * language, once and throws the result away, which loads the shell's pages and the Hindi words, compiles the
 * render's code and opens the API's connections. On a busy machine a cold render missed its deadline and the page
 * went out without its first view. What cannot be loaded or rendered now is left to the first shopper's render,
 * as before: this never throws.
 */
export async function warmUp(
  site: SiteDocuments,
  render: (request: RenderRequest) => Promise<RenderResult | null>,
): Promise<void> {
  await Promise.allSettled(Object.values(site.remotes).map((manifestUrl) => loadServerRemote(manifestUrl)));
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
