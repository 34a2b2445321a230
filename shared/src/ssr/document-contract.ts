import type { UnknownAction } from '@reduxjs/toolkit';
import type { Flash } from '../forms/flash';
import type { RemoteModuleId } from '../remotes/remote-contract';

/**
 * What the shell's document server (shell/server) and the shell's server bundle (shell/src/server) say to
 * each other, and what a document tells the app that boots in it: written once, here. Types only.
 */

/** Where the shopper's own documents live (decision 078): the shop's API (the default) or Cloud Firestore. */
export type DocumentsAdapter = 'http' | 'firestore';

/** `/runtime-config.json`: where the API, the identity provider and the shopper's documents are. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Absent: `http`. */
  documents?: DocumentsAdapter;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** Set when the Firebase Auth emulator is used, e.g. http://127.0.0.1:9099. */
    authEmulatorUrl?: string;
    /** Set when the documents are in the Cloud Firestore emulator, e.g. http://127.0.0.1:8080. */
    firestoreEmulatorUrl?: string;
  };
}

/** The deploy-time documents: each remote's manifest URL (`/remotes.json`) and the runtime config. */
export interface SiteDocuments {
  remotes: Record<string, string>;
  config: RuntimeConfig;
}

export interface RenderRequest {
  /** The document's URL, e.g. http://localhost:3000/store?category=Mugs. */
  url: string;
  remotes: Record<string, string>;
  apiBaseUrl: string;
  /** The request's `Cookie` header: what the shop's cookies say of the shopper (session/shop-cookies.ts). */
  cookie?: string;
  /** What happened to the form the shopper just sent, shown on this page. */
  flash: Flash | null;
  /** Aborted at the render's deadline, or when the shopper goes away: the render stops. */
  signal?: AbortSignal;
  /** Sent with every API read of the render: the shopper it is for, signed by the document server (decision 065). */
  apiHeaders?: Readonly<Record<string, string>>;
  /**
   * Told the path of each public API read the render starts (relative to the API base), as it starts it: what the
   * document asks the browser to preload when the render gives no view in time (decision 125).
   */
  onRead?: (path: string) => void;
}

/** A page's first view, rendered on the server for its document: its head, its body and its state. */
/** A page's title as the tab shows it, and its description (usePageTitle). */
export interface PageHead {
  title: string;
  description?: string | undefined;
}

export interface RenderResult {
  /** 200, or 404 for a path no route matches and for a product or workshop that does not exist. */
  status: 200 | 404;
  /** What the page adds to the document's head: its remote's stylesheet (the shell's own is `render.css`). */
  head: string;
  /** The markup of `#root`. */
  body: string;
  /** The title and description the page gave as it rendered: the document's, instead of the site's (usePageTitle). */
  pageHead?: PageHead | null;
  /** The store's API cache the page was rendered with, for the browser's first render. */
  state: { api: unknown };
  /** What the cookies said of the shopper, as the action the render's store got: the browser's gets it too. */
  session: UnknownAction | null;
  /** The remote module the page renders, which the browser loads before its first render. */
  module: RemoteModuleId | null;
  /**
   * The page itself needs the app (checkout, sign-in, account, the owner's pages): the body is the site's
   * frame (navbar, footer) with a line in the page's place, which the browser renders over (createRoot), not
   * hydrates. The document then carries no view in its state, and starts its app at once (decision 067).
   */
  frameOnly?: boolean;
}

/** A form post the servers answer (forms/form-actions.ts). */
export interface FormActionRequest {
  /** The URL posted to, e.g. http://localhost:3000/cart. */
  url: string;
  /** The posted fields (application/x-www-form-urlencoded). */
  form: URLSearchParams;
  cookie?: string;
  remotes: Record<string, string>;
  apiBaseUrl: string;
  /** The shopper reached the site over HTTPS: cookies set for them are Secure. */
  secure: boolean;
  /** Sent with every API call the answer makes: the shopper it is for, signed by the document server (decision 065). */
  apiHeaders?: Readonly<Record<string, string>>;
  /** Aborts when the document server gives up on the answer: the action's API calls stop with it (decision 087). */
  signal?: AbortSignal;
}

/** Post/redirect/get: where the browser goes next, with what happened, and the cookies the answer sets. */
export interface FormActionResult {
  /** A path on this site (forms/form-actions.ts safeReturnPath). */
  redirect: string;
  flash?: Flash;
  /** `Set-Cookie` strings. */
  cookies?: string[];
}

/** What the shell's server bundle (`dist/server/render.cjs`) exports. */
export interface RenderModule {
  /** The page's first view (or, for a route the browser renders, the site's frame around a line), or null. */
  render(request: RenderRequest): Promise<RenderResult | null>;
  /** Answers a form post; null when no form posts to that path. */
  act(request: FormActionRequest): Promise<FormActionResult | null>;
  /** The status of a path's document: 404 when no route matches it. */
  routeStatus(pathname: string): number;
  /**
   * Whether a path's document sends the opener policy: where a shopper signs in, pays or sees their own (decision
   * 135). A bundle without it (an older release's) gets the policy on every document.
   */
  routeSeversOpener?(pathname: string): boolean;
  /** What a path's document preloads: its remote module and its shell page (its API reads are its render's). */
  routeHints(pathname: string): { module: RemoteModuleId | null; page: string | null };
  /** The pages sitemap.xml lists and robots.txt disallows. */
  crawlerPaths(): { listed: string[]; disallowed: string[] };
  /** Loads and renders ahead what the release's first renders would wait for; never rejects. */
  warm(site: SiteDocuments): Promise<void>;
}

/** The JSON a document carries for the app that boots in it (`#document-state`). */
export interface DocumentState {
  /** The deploy-time documents the page was made with: the app boots with these (no version skew). */
  site: SiteDocuments;
  flash: Flash | null;
  /** The first view the server rendered, or null when the page is rendered in the browser. */
  view: Pick<RenderResult, 'state' | 'session' | 'module'> | null;
}

export const DOCUMENT_STATE_ID = 'document-state';
