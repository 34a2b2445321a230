import type { RenderResult, SiteDocuments } from '@mitti/shared/ssr';
import type { Flash } from '@mitti/shared/forms';
import { withDeadline } from '@mitti/shared/deadline';
import type { ShellBundle } from './deployment';

/**
 * The first view of a page, rendered on the server (docs/decisions/023): the shell's server bundle
 * (`dist/server/render.cjs`) renders the route with its remote's server bundle and the API reads it starts
 * with. Anything missing, failing or slower than RENDER_TIMEOUT_MS gives no view: the document then goes
 * out without one and the browser renders the page as it always did.
 */

export const RENDER_TIMEOUT_MS = 1500;

export interface ViewRequest {
  url: URL;
  /** The request's `Cookie` header. */
  cookie?: string;
  flash: Flash | null;
  site: SiteDocuments;
  /** The shopper went away: the render stops. */
  signal: AbortSignal;
  /** Sent with the render's API reads: the shopper it is made for (shopper-headers.ts). */
  apiHeaders?: Readonly<Record<string, string>>;
  /**
   * Given the path of each public API read the render starts, as it starts it, whether or not the render ends in
   * time: a document without its view asks the browser to preload them (decision 125).
   */
  reads?: string[];
}

/** Renders a page's first view for its document (its head with the shell's stylesheet first), or null. */
export type ServerView = (request: ViewRequest) => Promise<RenderResult | null>;

/**
 * The server view of the shell's bundle. The render gets RENDER_TIMEOUT_MS to give its first view: at the
 * deadline, or when the shopper goes away first, its signal aborts it (its API reads are cancelled, nothing
 * is left running), and the document goes out without a view.
 */
export function createServerView(bundle: () => ShellBundle | null): ServerView {
  return async ({ url, cookie, flash, site, signal, apiHeaders, reads }) => {
    const loaded = bundle();
    if (!loaded) return null;
    try {
      const view = await withDeadline(
        RENDER_TIMEOUT_MS,
        (aborted) =>
          loaded.module.render({
            url: url.href,
            remotes: site.remotes,
            apiBaseUrl: site.config.apiBaseUrl,
            cookie,
            flash,
            signal: aborted,
            ...(apiHeaders ? { apiHeaders } : {}),
            ...(reads ? { onRead: (path: string) => void reads.push(path) } : {}),
          }),
        { signal, message: `no view within ${RENDER_TIMEOUT_MS} ms` },
      );
      return view ? { ...view, head: `<style>${loaded.css}</style>${view.head}` } : null;
    } catch (error) {
      if (!signal.aborted)
        console.warn(`[shell] ${url.pathname} goes out without its server view: ${(error as Error).message}`);
      return null;
    }
  };
}
