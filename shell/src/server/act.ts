import {
  FORM_ACTIONS,
  configureApiClient,
  readCookies,
  type FormActionName,
  type FormActionRequest,
  type FormActionResult,
  type ServerActionContext,
} from '@mitti/shared';
import { FORM_ACTION_OWNERS, type ShellActionName } from '../app/route-table';
import { contactAction } from '../features/pages/contact/contact-action';
import { newsletterAction } from '../app/layout/newsletter-action';
import { loadServerRemote } from './server-remotes';
import { serverApiBase } from './server-api';

const SHELL_ACTIONS: Record<ShellActionName, (context: ServerActionContext) => Promise<FormActionResult>> = {
  contact: contactAction,
  newsletter: newsletterAction,
};

const nameOf = (pathname: string) =>
  (Object.keys(FORM_ACTIONS) as FormActionName[]).find((name) => FORM_ACTIONS[name] === pathname);

/**
 * A form posted before (or without) the app, handed to the team the route table says answers it: a
 * remote's server bundle (the deployed build named in `/remotes.json`) or the shell. Null for a path no
 * form posts to.
 */
export async function act(request: FormActionRequest): Promise<FormActionResult | null> {
  const name = nameOf(new URL(request.url).pathname);
  if (!name) return null;
  configureApiClient({ baseUrl: serverApiBase(request.apiBaseUrl) });
  const context: ServerActionContext = {
    form: request.form,
    cookies: readCookies(request.cookie),
    secure: request.secure,
  };
  const owner = FORM_ACTION_OWNERS[name];
  if (!owner.includes('/')) return SHELL_ACTIONS[owner as ShellActionName](context);
  const [remoteName, actionName] = owner.split('/') as [string, string];
  const manifestUrl = request.remotes[remoteName];
  if (!manifestUrl) throw new Error(`/remotes.json names no ${remoteName}, which answers ${FORM_ACTIONS[name]}`);
  const { remote } = await loadServerRemote(manifestUrl);
  const action = remote.actions?.[actionName];
  if (!action) throw new Error(`${manifestUrl}'s server bundle does not answer ${actionName}`);
  return action(context);
}
