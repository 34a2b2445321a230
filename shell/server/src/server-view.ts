import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RenderModule, RenderResult, SiteDocuments } from '@mitti/shared/ssr';
import type { Flash } from '@mitti/shared/forms';

/**
 * The first view of a page, rendered on the server (docs/decisions/023): the shell's server bundle
 * (`dist/server/render.cjs`) renders the route with its remote's server bundle and the API reads it starts
 * with. Anything missing, failing or slower than RENDER_TIMEOUT_MS gives no view: the document then goes
 * out without one and the browser renders the page as it always did.
 */

export const RENDER_TIMEOUT_MS = 1500;

/** A view as the document puts it in: the render's result with the shell's stylesheet first. */
export type RenderedView = Omit<RenderResult, 'styles'> & { styles: string[] };

export interface ViewRequest {
  url: URL;
  /** The request's `Cookie` header. */
  cookie?: string;
  flash: Flash | null;
  site: SiteDocuments;
  /** The shopper went away: the render stops. */
  signal: AbortSignal;
}

/** Renders a page's first view for its document, or null (rendered in the browser, or failed). */
export type ServerView = (request: ViewRequest) => Promise<RenderedView | null>;

export const serverBundleOf = (distDir: string) => path.join(distDir, 'server', 'render.cjs');

const require = createRequire(import.meta.url);

export interface ShellBundle {
  module: RenderModule;
  css: string;
}

/** The shell's server bundle and its stylesheet, loaded again when a deploy replaced them; null when absent. */
export function shellBundleLoader(file: string): () => ShellBundle | null {
  let loaded: { mtimeMs: number; bundle: ShellBundle } | undefined;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs !== mtimeMs) {
      delete require.cache[require.resolve(file)];
      const css = readFileSync(file.replace(/\.cjs$/, '.css'), 'utf8');
      loaded = { mtimeMs, bundle: { module: require(file) as RenderModule, css } };
    }
    return loaded.bundle;
  };
}

/** The route table's crawler paths, from the shell's server bundle (sitemap.ts). */
export function crawlerPathsFrom(file: string): { listed: string[]; disallowed: string[] } {
  const bundle = shellBundleLoader(file)();
  if (!bundle) throw new Error(`${file} does not say which pages crawlers may see`);
  return bundle.module.crawlerPaths();
}

/**
 * The server view of the shell's bundle. The render gets RENDER_TIMEOUT_MS to give its first view: at the
 * deadline, or when the shopper goes away first, its signal aborts it (nothing is left running), and the
 * document goes out without a view.
 */
export function createServerView(bundle: () => ShellBundle | null): ServerView {
  return async ({ url, cookie, flash, site, signal }) => {
    const loaded = bundle();
    if (!loaded) return null;
    const deadline = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    const aborted = AbortSignal.any([signal, deadline]);
    try {
      const view = await Promise.race([
        loaded.module.render({
          url: url.href,
          remotes: site.remotes,
          apiBaseUrl: site.config.apiBaseUrl,
          cookie,
          flash,
          signal: aborted,
        }),
        new Promise<never>((_resolve, reject) =>
          aborted.addEventListener('abort', () => reject(new Error(`no view within ${RENDER_TIMEOUT_MS} ms`)), {
            once: true,
          }),
        ),
      ]);
      return view ? { ...view, styles: [loaded.css, ...view.styles] } : null;
    } catch (error) {
      if (!signal.aborted)
        console.warn(`[shell] ${url.pathname} goes out without its server view: ${(error as Error).message}`);
      return null;
    }
  };
}
