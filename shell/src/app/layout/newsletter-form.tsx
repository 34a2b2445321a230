import { useId, useState } from 'react';
import {
  ActionForm,
  NEWSLETTER_LIMITS,
  apiRequest,
  flashFor,
  formFields,
  selectFlash,
  useAppSelector,
  type FieldOf,
  type NewsletterBody,
  type NewsletterReceipt,
  useTranslate,
} from '@mitti/shared';
import { shellMessages as m } from '../../i18n/shell-messages';
import { newsletterAddress, newsletterFailureText } from './newsletter-messages';
import './newsletter-form.css';

type Status = 'idle' | 'sending' | 'subscribed';

/**
 * The footer's newsletter box: POST /api/newsletter, which is safe to repeat for the same address. Before
 * the app runs it is a plain post the shell's server answers (newsletter-action.ts), back to the same page.
 */
export function NewsletterForm() {
  const id = useId();
  const t = useTranslate();
  const answered = flashFor(useAppSelector(selectFlash), 'newsletter');
  const [status, setStatus] = useState<Status>(answered?.kind === 'success' ? 'subscribed' : 'idle');
  const [error, setError] = useState<string | null>(answered?.kind === 'error' ? answered.text : null);

  const subscribe = async (fields: FormData, form: HTMLFormElement) => {
    const email = newsletterAddress(formFields('newsletter', fields).email);
    if (!email) {
      setError(t(m.newsletterInvalid));
      return;
    }
    setError(null);
    setStatus('sending');
    try {
      const body: NewsletterBody = { email };
      await apiRequest<NewsletterReceipt>({ path: '/api/newsletter', method: 'POST', body });
      setStatus('subscribed');
      form.reset();
    } catch (failure) {
      setError(newsletterFailureText(t, failure));
      setStatus('idle');
    }
  };

  return (
    <ActionForm
      action="newsletter"
      className="newsletter"
      noValidate
      onSubmit={(fields, event) => void subscribe(fields, event.currentTarget)}
    >
      {status === 'subscribed' ? (
        <p className="footer__heading">{t(m.newsletter)}</p>
      ) : (
        <label htmlFor={id} className="footer__heading">
          {t(m.newsletter)}
        </label>
      )}
      <p className="newsletter__hint">{t(m.newsletterHint)}</p>
      {status === 'subscribed' ? (
        <p className="newsletter__thanks" role="status">
          {t(m.newsletterThanks)}
        </p>
      ) : (
        <div className="newsletter__row">
          <input
            id={id}
            name={'email' satisfies FieldOf<'newsletter'>}
            type="email"
            required
            maxLength={NEWSLETTER_LIMITS.email}
            autoComplete="email"
            placeholder={t(m.newsletterPlaceholder)}
            defaultValue={answered?.fields?.email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" className="button button--primary" disabled={status === 'sending'}>
            {t(status === 'sending' ? m.subscribing : m.subscribe)}
          </button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="newsletter__error" role="alert">
          {error}
        </p>
      )}
    </ActionForm>
  );
}
