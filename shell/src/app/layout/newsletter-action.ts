import {
  apiRequest,
  formFields,
  languageOfPath,
  safeReturnPath,
  RETURN_TO_FIELD,
  type FormActionResult,
  type NewsletterBody,
  type NewsletterReceipt,
  type ServerActionContext,
} from '@mitti/shared';
import { shellMessages } from '../../i18n/shell-messages';
import { shellWordsIn } from '../../i18n/server-words';
import { newsletterAddress, newsletterFailureText } from './newsletter-messages';

/**
 * The footer's newsletter box posted before (or without) the app: POST /api/newsletter, back to the page, its
 * answer in that page's language.
 */
export async function newsletterAction({ form, apiHeaders, signal }: ServerActionContext): Promise<FormActionResult> {
  const redirect = safeReturnPath(form.get(RETURN_TO_FIELD));
  const t = shellWordsIn(languageOfPath(redirect).language);
  const posted = formFields('newsletter', form);
  const email = newsletterAddress(posted.email);
  const typed = { email: posted.email ?? '' };
  if (!email) {
    const text = t(shellMessages.newsletterInvalid);
    return { redirect, flash: { kind: 'error', text, form: 'newsletter', fields: typed } };
  }
  try {
    const body: NewsletterBody = { email };
    await apiRequest<NewsletterReceipt>({
      path: '/api/newsletter',
      method: 'POST',
      body,
      headers: { ...apiHeaders },
      signal,
    });
    return { redirect, flash: { kind: 'success', text: t(shellMessages.newsletterThanks), form: 'newsletter' } };
  } catch (error) {
    return {
      redirect,
      flash: {
        kind: 'error',
        text: newsletterFailureText(t, error),
        form: 'newsletter',
        fields: typed,
      },
    };
  }
}
