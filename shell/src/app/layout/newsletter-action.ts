import {
  apiRequest,
  formFields,
  safeReturnPath,
  RETURN_TO_FIELD,
  type FormActionResult,
  type NewsletterBody,
  type NewsletterReceipt,
  type ServerActionContext,
} from '@mitti/shared';
import {
  NEWSLETTER_INVALID,
  NEWSLETTER_THANKS,
  newsletterAddress,
  newsletterFailureMessage,
} from './newsletter-messages';

/** The footer's newsletter box posted before (or without) the app: POST /api/newsletter, back to the page. */
export async function newsletterAction({ form, apiHeaders, signal }: ServerActionContext): Promise<FormActionResult> {
  const redirect = safeReturnPath(form.get(RETURN_TO_FIELD));
  const posted = formFields('newsletter', form);
  const email = newsletterAddress(posted.email);
  const typed = { email: posted.email ?? '' };
  if (!email)
    return { redirect, flash: { kind: 'error', text: NEWSLETTER_INVALID, form: 'newsletter', fields: typed } };
  try {
    const body: NewsletterBody = { email };
    await apiRequest<NewsletterReceipt>({
      path: '/api/newsletter',
      method: 'POST',
      body,
      headers: { ...apiHeaders },
      signal,
    });
    return { redirect, flash: { kind: 'success', text: NEWSLETTER_THANKS, form: 'newsletter' } };
  } catch (error) {
    return {
      redirect,
      flash: { kind: 'error', text: newsletterFailureMessage(error), form: 'newsletter', fields: typed },
    };
  }
}
