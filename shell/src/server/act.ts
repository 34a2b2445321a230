import {
  FORM_ACTIONS,
  configureApiClient,
  readCookies,
  type FormActionName,
  type FormActionRequest,
  type FormActionResult,
  type FormsOf,
  type RemoteName,
  type ServerActionContext,
} from '@mitti/shared';
import { LINK_ACTIONS, type LinkActionName } from '@mitti/shared/forms';
import { contactAction } from '../features/pages/contact/contact-action';
import { newsletterAction } from '../app/layout/newsletter-action';
import { loadServerRemote } from './server-remotes';

/** The shell's answers to the forms FORM_ACTIONS says the shell answers: the type check asks for each. */
const SHELL_ACTIONS: Record<FormsOf<'shell'>, (context: ServerActionContext) => Promise<FormActionResult>> = {
  contact: contactAction,
  newsletter: newsletterAction,
};

type Answerer = { shell: FormsOf<'shell'> } | { owner: RemoteName; action: string };

const isShellForm = (name: FormActionName): name is FormsOf<'shell'> => FORM_ACTIONS[name].owner === 'shell';

/**
 * Who answers the form or link at `pathname`: the shell's action for a form it owns, or the action of the
 * owner's server bundle named after the form or link (FORM_ACTIONS, LINK_ACTIONS); null for no one.
 */
function answererOf(pathname: string): Answerer | null {
  const name = (Object.keys(FORM_ACTIONS) as FormActionName[]).find((form) => FORM_ACTIONS[form].path === pathname);
  if (name)
    return isShellForm(name) ? { shell: name } : { owner: FORM_ACTIONS[name].owner as RemoteName, action: name };
  const link = (Object.keys(LINK_ACTIONS) as LinkActionName[]).find((key) => LINK_ACTIONS[key].path === pathname);
  return link ? { owner: LINK_ACTIONS[link].owner, action: link } : null;
}

/**
 * A form posted before (or without) the app, or a link into the cart, handed to the team FORM_ACTIONS
 * (or LINK_ACTIONS) says answers it: a remote's server bundle (the deployed build named in
 * `/remotes.json`) or the shell. Null for a path no form posts to and no link names.
 */
export async function act(request: FormActionRequest): Promise<FormActionResult | null> {
  const pathname = new URL(request.url).pathname;
  const answerer = answererOf(pathname);
  if (!answerer) return null;
  configureApiClient({ baseUrl: request.apiBaseUrl });
  const context: ServerActionContext = {
    form: request.form,
    cookies: readCookies(request.cookie),
    secure: request.secure,
    apiHeaders: request.apiHeaders ?? {},
    ...(request.signal ? { signal: request.signal } : {}),
  };
  if ('shell' in answerer) return SHELL_ACTIONS[answerer.shell](context);
  const manifestUrl = request.remotes[answerer.owner];
  if (!manifestUrl) throw new Error(`/remotes.json names no ${answerer.owner}, which answers ${pathname}`);
  const { remote } = await loadServerRemote(manifestUrl, request.signal);
  const action = remote.actions?.[answerer.action];
  if (!action) throw new Error(`${manifestUrl}'s server bundle does not answer ${answerer.action}`);
  return action(context);
}
