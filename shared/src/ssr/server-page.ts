import type { ComponentType } from 'react';
import type { AppStore } from '../store/create-store';
import type { FormsOf, LinksOf } from '../forms/form-actions';
import type { ExposedNameOf, RemoteName } from '../remotes/remote-contract';
import type { FormActionResult } from './document-contract';
import type { Translator } from '../i18n/messages';

/** What a remote's server page may read while its first view is rendered on the server. */
export interface ServerPageContext {
  /** The route's `:params`, e.g. `{ id }` on /product/:id. */
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
  /** The request's own store: what `load` puts into it is what the page renders and what the browser starts with. */
  store: AppStore;
  /** The page's translator (none on an English page): a page in Hindi has its words in before it renders. */
  translator?: Translator | null;
}

/**
 * One exposed page as its remote's server bundle offers it (decisions 023 and 045): the same component the
 * browser gets, and `load`, which puts the API reads the page starts with into the store, so the server
 * renders the page with its data instead of its loading state. `load` is the one place those reads are written:
 * a document whose render is late asks the browser to preload the ones it started (decision 125).
 */
export interface ServerPage {
  Component: ComponentType;
  load?: (context: ServerPageContext) => Promise<void>;
}

/**
 * A remote's server view (`./server` of its container for Node, `dist/server/remoteEntry.js`): its server-rendered pages by exposed name, and the
 * form posts it answers by name (the shell's route table maps a path to `remote/name`).
 */
export interface ServerRemote {
  pages: Readonly<Record<string, ServerPage>>;
  actions?: Readonly<Record<string, ServerAction>>;
}

/** A form post a remote answers (post/redirect/get, decision 035), as its server bundle gets it. */
export interface ServerActionContext {
  /** The posted fields. */
  form: URLSearchParams;
  /** The shop's cookies of the request (session/shop-cookies.ts). */
  cookies: Readonly<Record<string, string | undefined>>;
  /** Cookies set in the answer are Secure. */
  secure: boolean;
  /**
   * Headers every API call of the answer sends (`apiRequest({ ..., headers: apiHeaders })`): the shopper's address,
   * signed by the document server, so the API counts the call against that shopper's limits (decision 065).
   */
  apiHeaders: Readonly<Record<string, string>>;
  /**
   * Aborts when the document server gives up on the answer (its deadline, decision 087): every API call of the
   * answer passes it on (`apiRequest({ ..., signal })`), so none is left running. Absent from a shell built before.
   */
  signal?: AbortSignal;
}

/** Answers a form post: where the shopper goes next, what happened, which cookies change. */
export type ServerAction = (context: ServerActionContext) => Promise<FormActionResult>;

/**
 * What the server view of `Owner` must answer: each form (FORM_ACTIONS) and link (LINK_ACTIONS) declared as its
 * team's, by name. A remote types its `actions` with it, so a form declared for it and not answered, or answered
 * under another name, fails that remote's type check rather than the shopper's post.
 */
export type RemoteActions<Owner extends RemoteName> = Readonly<Record<FormsOf<Owner> | LinksOf<Owner>, ServerAction>>;

/**
 * A remote's server-rendered pages, by the names it exposes them under (`StorePage`): a name the contract does not
 * give `Owner` fails that remote's type check. Not every exposed page is rendered on the server.
 */
export type ServerPages<Owner extends RemoteName> = Readonly<Partial<Record<ExposedNameOf<Owner>, ServerPage>>>;
