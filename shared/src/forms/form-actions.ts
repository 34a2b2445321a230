import type { AppName, RemoteAppName } from '../remotes/app-table';
import { CART_LINK_PATH } from './cart-link';

/**
 * The forms the shop's servers answer before (or without) the app (decisions 035, 092 and 101), each declared
 * once: the path it posts to, the app whose team answers it, and the fields it posts (beside RETURN_TO_FIELD,
 * which every form carries). A remote answers with the action of its server bundle named after the form
 * (mf-checkout's `actions.cart`, RemoteActions); the shell with its own (shell/src/server/act.ts); both type-checked
 * against this list. Pages name their inputs from `fields` (`name={'quantity' satisfies FieldOf<'cart'>}`), and the
 * handler and the app's own submit read them with `formFields`, so a form, its page and its handler cannot disagree.
 */
export const FORM_ACTIONS = {
  /** The cart's team (mf-checkout): Add to Cart, Buy Now, a cart line's quantity and Remove. */
  cart: { path: '/cart', owner: 'checkout', fields: ['intent', 'productId', 'quantity'] },
  /** The shell's contact page. */
  contact: { path: '/contact', owner: 'shell', fields: ['name', 'email', 'phone', 'message'] },
  /** The footer's newsletter box (the shell's). */
  newsletter: { path: '/newsletter', owner: 'shell', fields: ['email'] },
} as const satisfies Record<string, { path: `/${string}`; owner: AppName; fields: readonly string[] }>;

export type FormActionName = keyof typeof FORM_ACTIONS;

/** The fields form `Name` posts, by name (its inputs' and buttons' `name`). */
export type FieldOf<Name extends FormActionName> = (typeof FORM_ACTIONS)[Name]['fields'][number];

/**
 * Form `name`'s fields as posted (the browser's post on the server, or the app's FormData): each declared field's
 * text, undefined where it was not sent or is a file.
 */
export function formFields<Name extends FormActionName>(
  name: Name,
  // FormData's and URLSearchParams' get, typed without the DOM's FormDataEntryValue: the servers' projects lack it.
  posted: { get(field: string): unknown },
): Readonly<Record<FieldOf<Name>, string | undefined>> {
  const fields: readonly FieldOf<Name>[] = FORM_ACTIONS[name].fields;
  return Object.fromEntries(
    fields.map((field) => {
      const value = posted.get(field);
      return [field, typeof value === 'string' ? value : undefined];
    }),
  ) as Record<FieldOf<Name>, string | undefined>;
}

/** The forms `owner` answers. */
export type FormsOf<Owner extends AppName> = {
  [Name in FormActionName]: (typeof FORM_ACTIONS)[Name]['owner'] extends Owner ? Name : never;
}[FormActionName];

/**
 * The links the document server answers on GET (decision 066), declared like the forms: the path and the remote
 * whose team answers it with the action of that name (a remote's server view answers links; the shell has none).
 * The link into the cart a partner's embed leads to.
 */
export const LINK_ACTIONS = {
  cartLink: { path: CART_LINK_PATH, owner: 'checkout' },
} as const satisfies Record<string, { path: `/${string}`; owner: RemoteAppName }>;

export type LinkActionName = keyof typeof LINK_ACTIONS;

/** The links `owner` answers. */
export type LinksOf<Owner extends AppName> = {
  [Name in LinkActionName]: (typeof LINK_ACTIONS)[Name]['owner'] extends Owner ? Name : never;
}[LinkActionName];

/** The hidden field that says where the shopper goes back to: the page the form is on. */
export const RETURN_TO_FIELD = 'returnTo';

/**
 * The longest return path a form carries. Every form of a page carries it, so a page's address is not copied
 * whole into them: a longer one goes back to the page without its query (an 11 KB query made a 1.3 MB page).
 * The store's filters, the longest of the shop's own queries, stay far below it.
 */
export const RETURN_TO_MAX_LENGTH = 512;

/** The page a form on `pathname` + `search` sends the shopper back to, bounded (RETURN_TO_MAX_LENGTH). */
export function returnPathOf(pathname: string, search: string): string {
  if (pathname.length + search.length <= RETURN_TO_MAX_LENGTH) return `${pathname}${search}`;
  return pathname.length <= RETURN_TO_MAX_LENGTH ? pathname : '/';
}

/** What a cart form asks for (the field `intent`). */
export const CART_INTENTS = ['add', 'buy', 'update', 'remove'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/**
 * A path on this site to send the shopper back to, or `fallback`: only a same-origin path (`/store?tag=vase`),
 * never another origin (`//evil.example`, `/\evil.example`, `https://...`) or control characters. The path is
 * checked once its dot segments are resolved, as a browser resolves it: `/.//evil.example` is `//evil.example`.
 */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/')) return fallback;
  const control = [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  if (value.startsWith('//') || value.startsWith('/\\') || control) return fallback;
  const base = 'http://mitti.invalid';
  try {
    const url = new URL(value, base);
    // Resolved (`/./`, `/../`, `\` as `/`), then decoded (`%2F`): a path that starts like another host's is refused.
    const leavesSite = (path: string) => path.startsWith('//') || path.startsWith('/\\');
    if (url.origin !== base || leavesSite(url.pathname) || leavesSite(decodeURIComponent(url.pathname))) {
      return fallback;
    }
    return `${url.pathname}${url.search}`;
  } catch {
    return fallback;
  }
}
