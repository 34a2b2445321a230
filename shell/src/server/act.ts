import {
  FORM_ACTIONS,
  configureApiClient,
  readCookies,
  type FormActionName,
  type FormActionRequest,
  type FormActionResult,
  type RemoteName,
  type ServerActionContext,
} from '@mitti/shared';
import { CART_LINK_PATH } from '@mitti/shared/forms';
import { FORM_ACTION_OWNERS, type ShellActionName } from '../app/route-table';
import { contactAction } from '../features/pages/contact/contact-action';
import { newsletterAction } from '../app/layout/newsletter-action';
import { loadServerRemote } from './server-remotes';

const SHELL_ACTIONS: Record<ShellActionName, (context: ServerActionContext) => Promise<FormActionResult>> = {
  contact: contactAction,
  newsletter: newsletterAction,
};

const nameOf = (pathname: string) =>
  (Object.keys(FORM_ACTIONS) as FormActionName[]).find((name) => FORM_ACTIONS[name] === pathname);

/**
 * The links the document server answers on GET (decision 066), by path, with the team that answers each: the
 * cart's, for the link into the cart a partner's embed leads to. Here rather than in the route table, which
 * the browser's boot carries: only the server answers them.
 */
const LINK_ACTION_OWNERS: Readonly<Record<string, `${RemoteName}/${string}`>> = {
  [CART_LINK_PATH]: 'checkout/cartLink',
};

/** Who answers the form or link at `pathname`: a remote's `remote/action`, a shell action, or no one. */
function ownerOf(pathname: string): string | null {
  const name = nameOf(pathname);
  if (name) return FORM_ACTION_OWNERS[name];
  return Object.hasOwn(LINK_ACTION_OWNERS, pathname) ? LINK_ACTION_OWNERS[pathname]! : null;
}

/**
 * A form posted before (or without) the app, or a link into the cart, handed to the team the route table
 * (or LINK_ACTION_OWNERS) says answers it: a remote's server bundle (the deployed build named in
 * `/remotes.json`) or the shell. Null for a path no form posts to and no link names.
 */
export async function act(request: FormActionRequest): Promise<FormActionResult | null> {
  const pathname = new URL(request.url).pathname;
  const owner = ownerOf(pathname);
  if (!owner) return null;
  configureApiClient({ baseUrl: request.apiBaseUrl });
  const context: ServerActionContext = {
    form: request.form,
    cookies: readCookies(request.cookie),
    secure: request.secure,
    apiHeaders: request.apiHeaders ?? {},
    ...(request.signal ? { signal: request.signal } : {}),
  };
  if (!owner.includes('/')) return SHELL_ACTIONS[owner as ShellActionName](context);
  const [remoteName, actionName] = owner.split('/') as [string, string];
  const manifestUrl = request.remotes[remoteName];
  if (!manifestUrl) throw new Error(`/remotes.json names no ${remoteName}, which answers ${pathname}`);
  const { remote } = await loadServerRemote(manifestUrl, request.signal);
  const action = remote.actions?.[actionName];
  if (!action) throw new Error(`${manifestUrl}'s server bundle does not answer ${actionName}`);
  return action(context);
}
