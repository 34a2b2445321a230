import type { FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_STATE_ID, type DocumentState, type PageHead } from '@mitti/shared/ssr';
import { escapeAttribute } from './html-attribute';
import { currentTraceparent, inOwnTrace } from '@mitti/server-kit/node-tracing';
import { parseFlash } from '@mitti/shared/forms';
import { PERSONAL_COOKIES, SHOP_COOKIES, readCookies, setCookieString } from '@mitti/shared/session';
import { HTML_LANG, languageOfPath, type Language } from '@mitti/shared/i18n';
import { acceptedCoding, matchesEtag } from '@mitti/server-kit/http-caching';
import { documentServerHeaders } from '@mitti/server-kit/shopper-address';
import { afterArrivedChanges, followCatalogueChanges } from './catalogue-changes';
import { createDeployment, type Deployed } from './deployment';
import {
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  createDocumentCache,
  documentEtag,
  documentForms,
  type SentDocument,
} from './document-cache';
import { createRoutePreloads } from './remote-preloads';
import { OPENER_POLICY } from './site-config';
import { createServerView, type ServerView } from './server-view';
import { viewlessNotice } from './error-page';
import { apiHeadersFor } from './shopper-headers';
import { BEFORE_APP_SOURCES, beforeAppParts } from './before-app';
import type { DocumentTemplate } from './template';
import { languageAlternates, rememberedLanguagePage } from './languages';

export type { ServerView } from './server-view';

export interface DocumentOptions {
  /** The shell's build: its `index.html` is every document's template. */
  root: string;
  /** The deploy-time documents: `remotes.json` and `runtime-config.json`. */
  siteDir: string;
  /** Preload the route's remote module, shell page and API reads (remote-preloads.ts); off for a build without remotes. */
  preloads?: boolean;
  /** Default: the shell's server bundle, `<root>/server/render.cjs`; null renders nothing on the server. */
  serverView?: ServerView | null;
  /** Default: the deployment of `root` and `siteDir` (deployment.ts), shared with the server's other routes. */
  deployment?: () => Deployed;
  /**
   * Signs the visitor's address on the API reads of the page rendered for them (and on the forms' calls), so the
   * API counts them against that visitor (decision 065). Default none: against this server's address.
   */
  documentServerSecret?: string | null;
  /**
   * Follow the API's catalogue changes (catalogue-changes.ts) until this signal aborts: an owner's save drops
   * every public document kept, so the next visitor's is rendered with it (decision 069). Default: not followed,
   * and documents show a change within their lifetime (document-cache.ts).
   */
  catalogueChanges?: AbortSignal;
}

/** JSON inside a `<script type="application/json">`: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The parts a document is made of, each put in place of its placeholder in the template. */
export interface DocumentParts {
  /** The page's language, from its path (decision 102): its `<html lang>`. */
  language: Language;
  /** The page's `<title>` and description (pageHeadTags), in place of the template's, the site's; null keeps those. */
  title: string | null;
  head: string;
  /** The route's script and data preloads: they come with the app's start (the template's `mitti:app` part). */
  preloads: string;
  /** The markup of `#root`: the render's for a rendered page or its frame, a line when the page has no view. */
  root: string;
  state: DocumentState;
  /**
   * `root` is no view to hydrate but what the app renders over, the site's frame around a line (decision 067) or a page
   * without its view's line for a browser without scripts: its start is not held.
   */
  frameOnly?: boolean;
}

/**
 * The document's text: the template's text with the parts in place of its placeholders, in order, and the
 * scripts it carries before the app where each goes (before-app/, decision 091). A page with a first view
 * holds its app's start (the preloads and the template's own main.js and boot preloads) until the shopper first
 * uses it (decision 130); a page the browser renders starts its app from the head at once.
 */
export function assembleDocument(
  [
    beforeHtml,
    beforeTitle,
    siteTitle,
    beforeHead,
    beforeApp,
    app,
    beforeOverlay,
    beforeRoot,
    beforeState,
    end,
  ]: DocumentTemplate,
  { language, title, head, preloads, root, state, frameOnly }: DocumentParts,
): string {
  const stateTag = `<script type="application/json" id="${DOCUMENT_STATE_ID}">${scriptJson(state)}</script>`;
  const start = preloads + app;
  const held = root && !frameOnly ? start : null;
  const scripts = beforeAppParts({ root, held });
  return (
    beforeHtml +
    `<html lang="${HTML_LANG[language]}">` +
    beforeTitle +
    (title ?? siteTitle) +
    beforeHead +
    scripts.head +
    head +
    beforeApp +
    (held === null ? start : '') +
    beforeOverlay +
    scripts.afterOverlay +
    beforeRoot +
    root +
    beforeState +
    stateTag +
    scripts.end +
    end
  );
}

/** Text inside an element of the head (a `<title>`): nothing in it can start a tag or an entity. */
const escapeText = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/**
 * The page's title and description as the document's head carries them, and as link previews read them (Open
 * Graph's title and description: a chat app fetching a shared link runs no script).
 */
export function pageHeadTags({ title, description }: PageHead): string {
  const tags = [
    `<title>${escapeText(title)}</title>`,
    `<meta property="og:title" content="${escapeAttribute(title)}">`,
  ];
  if (description) {
    tags.push(
      `<meta name="description" content="${escapeAttribute(description)}">`,
      `<meta property="og:description" content="${escapeAttribute(description)}">`,
    );
  }
  return tags.join('');
}

/**
 * The W3C trace context of the render that made the document (decision 046): the page-view beacon sends its
 * trace id, so a slow page leads to its render, the API reads it made and their queries. A document from the
 * cache carries its render's, which is the document server's own trace (never one a visitor sent).
 */
export const traceparentMeta = (traceparent: string | null) =>
  traceparent ? `<meta name="traceparent" content="${traceparent}">` : '';

/** The request's absolute URL, or null when its Host cannot make one. */
function requestUrl(request: FastifyRequest): URL | null {
  // The path as it is (`//x` is a path here, not another host), on a host that is a host name and a port.
  if (!request.url.startsWith('/') || !/^[\w.-]*(:\d+)?$|^\[[\d.:a-f]+\](:\d+)?$/i.test(request.host)) return null;
  try {
    return new URL(`${request.protocol}://${request.host || 'localhost'}${request.url}`);
  } catch {
    return null;
  }
}

/**
 * The shell's document for a page (any path without an extension): the build's `index.html` with the
 * scripts before the app, the route's styles and preloads in the head, its server-rendered first view in
 * `#root`, and the state the app starts from; the status the render gives it (404 for a path no route
 * matches, or a product or workshop that does not exist); the headers of the current deploy (CSP and
 * friends). A visitor without the shop's cookies gets the public document every such visitor gets
 * (document-cache.ts), one with them (a cart, a sign-in, the last form's outcome) a private one rendered for
 * them. Anything that throws here (the template unreadable, the site's documents missing) is a 500.
 */
export function createDocumentHandler(options: DocumentOptions) {
  const deployment = options.deployment ?? createDeployment(options);
  const bundle = () => deployment().bundle;
  const preloads =
    options.preloads === false
      ? null
      : createRoutePreloads(
          () => bundle()?.module.routeHints,
          (page) => deployment().pageScripts[page] ?? [],
        );
  const serverView = options.serverView === undefined ? createServerView(bundle) : options.serverView;
  const cache = createDocumentCache();
  // Part of every public document's key: a change makes the next request render, and a render begun before
  // the change is kept under the key it was begun with, never sent after it.
  let catalogue = 0;
  if (options.catalogueChanges) {
    const apiBaseUrl = () => {
      try {
        return deployment().site.config.apiBaseUrl;
      } catch {
        return null;
      }
    };
    // With the secret, the API lets only the document servers follow (decision 069).
    const headers = options.documentServerSecret ? documentServerHeaders(options.documentServerSecret) : {};
    void followCatalogueChanges(apiBaseUrl, () => (catalogue += 1), options.catalogueChanges, { headers });
  }

  async function make(
    deployed: Deployed,
    request: {
      url: URL;
      cookie?: string;
      flash: DocumentState['flash'];
      signal: AbortSignal;
      apiHeaders: Readonly<Record<string, string>>;
    },
  ): Promise<SentDocument> {
    const { site } = deployed;
    const reads: string[] = [];
    const rendered = (await serverView?.({ ...request, site, reads })) ?? null;
    // A route the browser renders comes as the site's frame around a line (decision 067), and a page without its
    // view with a line for a browser without scripts: no view to hydrate.
    const frameOnly = rendered?.frameOnly === true || !rendered;
    const view = frameOnly ? null : rendered;
    const hints = (await preloads?.(site, request.url.pathname, view ? null : reads)) ?? { head: [], app: [] };
    const head = [languageAlternates(request.url), rendered?.head ?? '', ...hints.head];
    const state: DocumentState = {
      site,
      flash: request.flash,
      view: view ? { state: view.state, session: view.session, module: view.module } : null,
    };
    const { language } = languageOfPath(request.url.pathname);
    const parts = {
      language,
      title: rendered?.pageHead ? pageHeadTags(rendered.pageHead) : null,
      head: head.join(''),
      preloads: hints.app.join(''),
      root: rendered?.body ?? viewlessNotice(language),
      state,
      frameOnly,
    };
    // Not part of the ETag: two renders of the same page are the same document.
    const traced = { ...parts, head: traceparentMeta(currentTraceparent()) + parts.head };
    const html = Buffer.from(assembleDocument(deployed.template, traced));
    // Where a shopper signs in, pays or sees their own, a window another site opened is severed from it (decision
    // 135); a bundle that cannot say (an older release's) has the policy on every document.
    const severs = deployed.bundle?.module.routeSeversOpener?.(request.url.pathname) ?? true;
    return {
      status: rendered?.status ?? deployed.bundle?.module.routeStatus(request.url.pathname) ?? 200,
      routeHeaders: severs ? OPENER_POLICY : {},
      html,
      // Which scripts it carries follows from the template and the root; what they are, from their build.
      etag: documentEtag(
        [...deployed.template, ...BEFORE_APP_SOURCES, parts.title ?? '', parts.head, parts.preloads, parts.root],
        state,
      ),
      at: Date.now(),
      encoded: documentForms(html),
    };
  }

  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const url = requestUrl(request);
    if (!url) return reply.code(400).type('text/plain; charset=utf-8').send('This address cannot be read.');
    const deployed = deployment();
    const cookies = readCookies(request.headers.cookie);
    // A visit that starts at the English home page goes to the home page of the language the shopper chose with
    // the switch (decision 102); no other page moves, and no guess from Accept-Language ever does.
    const remembered = rememberedLanguagePage(url, cookies[SHOP_COOKIES.language]);
    if (remembered) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL).header('vary', 'Cookie');
      return reply.redirect(remembered, 302);
    }
    const personal = PERSONAL_COOKIES.some((name) => cookies[name] !== undefined);
    // The render's reads count against the visitor whose request it is made for, a kept public document's too.
    const apiHeaders = apiHeadersFor(request, options.documentServerSecret);
    // The shopper went away before the document was sent: its render stops.
    const gone = new AbortController();
    reply.raw.once('close', () => reply.raw.writableFinished || gone.abort());
    reply.headers({ ...deployed.headers, 'content-type': 'text/html; charset=utf-8', vary: 'Accept-Encoding, Cookie' });

    let document: SentDocument;
    if (personal) {
      const flash = parseFlash(cookies[SHOP_COOKIES.flash]);
      document = await make(deployed, { url, cookie: request.headers.cookie, flash, signal: gone.signal, apiHeaders });
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      // The outcome of the last form is shown once: this document drops its cookie.
      if (cookies[SHOP_COOKIES.flash] !== undefined) {
        reply.header('set-cookie', setCookieString(SHOP_COOKIES.flash, null, { secure: request.protocol === 'https' }));
      }
    } else {
      // A change read in the same turn as this request counts for it (decision 134).
      if (options.catalogueChanges) await afterArrivedChanges();
      // Kept and sent to everyone: its trace id is never one a visitor's traceparent chose.
      const render = (signal: AbortSignal) =>
        inOwnTrace('public document', request.headers, () => make(deployed, { url, flash: null, signal, apiHeaders }));
      try {
        document = await cache.get(`${deployed.version}\n${catalogue}\n${url.href}`, render, gone.signal);
      } catch (error) {
        if (gone.signal.aborted) return reply;
        // Another visitor's render of this page went with them: this one is made for this visitor.
        document = await render(gone.signal);
        request.log.debug({ err: error }, 'a shared render was abandoned');
      }
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      reply.header('age', String(Math.floor((Date.now() - document.at) / 1000)));
    }
    if (gone.signal.aborted) return reply;
    reply.headers(document.routeHeaders);
    reply.header('etag', document.etag);
    if (document.status === 200 && matchesEtag(request.headers['if-none-match'], document.etag)) {
      return reply.code(304).send();
    }
    reply.code(document.status);
    const coding = personal ? null : acceptedCoding(request.headers['accept-encoding']);
    if (!coding) return reply.send(document.html);
    return reply.header('content-encoding', coding).send(await document.encoded(coding));
  };
}
