import {
  FORM_ACTIONS,
  RETURN_TO_FIELD,
  apiRequest,
  languageOfPath,
  safeReturnPath,
  type ContactReceipt,
  type FormActionResult,
  type ServerActionContext,
} from '@mitti/shared';
import { contactMessages } from '../../../i18n/contact-messages';
import { shellWordsIn } from '../../../i18n/server-words';
import { contactBodyOf, contactMessageOf } from './contact-fields';
import { contactFailureMessage } from './contact-messages';
import { validateContact } from './validate-contact';
import { say } from '../../../i18n/said';

/**
 * The contact form posted before (or without) the app: the same checks and messages as the form's own
 * (SPEC section 5), then POST /api/contacts. Back to the contact page it came from (/hi/contact for a Hindi one),
 * with the thank-you or the problems and what was typed, in that page's language.
 */
export async function contactAction({ form, apiHeaders, signal }: ServerActionContext): Promise<FormActionResult> {
  const message = contactMessageOf(form);
  const redirect = safeReturnPath(form.get(RETURN_TO_FIELD), FORM_ACTIONS.contact.path);
  const t = shellWordsIn(languageOfPath(redirect).language);
  const errors = Object.fromEntries(
    Object.entries(validateContact(message)).map(([field, problem]) => [field, t(problem)]),
  );
  const fields = { name: message.name, email: message.email, phone: message.phone ?? '', message: message.message };
  if (Object.keys(errors).length) {
    return { redirect, flash: { kind: 'error', text: Object.values(errors)[0]!, form: 'contact', fields, errors } };
  }
  try {
    const body = contactBodyOf(message);
    await apiRequest<ContactReceipt>({
      path: '/api/contacts',
      method: 'POST',
      body,
      headers: { ...apiHeaders },
      signal,
    });
    return { redirect, flash: { kind: 'success', text: t(contactMessages.thanks), form: 'contact' } };
  } catch (error) {
    const text = say(t, contactFailureMessage(error));
    return { redirect, flash: { kind: 'error', text, form: 'contact', fields } };
  }
}
