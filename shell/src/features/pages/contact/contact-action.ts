import {
  FORM_ACTIONS,
  apiRequest,
  type ContactReceipt,
  type FormActionResult,
  type ServerActionContext,
} from '@mitti/shared';
import { contactBodyOf, contactMessageOf } from './contact-fields';
import { CONTACT_THANKS, contactFailureMessage } from './contact-messages';
import { validateContact } from './validate-contact';

/**
 * The contact form posted before (or without) the app: the same checks and messages as the form's own
 * (SPEC section 5), then POST /api/contacts. Back to /contact with the thank-you, or with the problems and
 * what was typed.
 */
export async function contactAction({ form, apiHeaders, signal }: ServerActionContext): Promise<FormActionResult> {
  const message = contactMessageOf(form);
  const redirect = FORM_ACTIONS.contact.path;
  const errors = validateContact(message);
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
    return { redirect, flash: { kind: 'success', text: CONTACT_THANKS, form: 'contact' } };
  } catch (error) {
    return { redirect, flash: { kind: 'error', text: contactFailureMessage(error), form: 'contact', fields } };
  }
}
