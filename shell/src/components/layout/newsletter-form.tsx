import { useId, useState, type FormEvent } from 'react';
import { ApiError, apiRequest, type NewsletterBody, type NewsletterReceipt } from '@mitti/shared';
import './newsletter-form.css';

export const NEWSLETTER_THANKS = 'Thank you for subscribing!';
export const NEWSLETTER_INVALID = 'Please enter a valid email address.';
const NEWSLETTER_FAILED = 'Failed to subscribe. Please try again.';

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Status = 'idle' | 'sending' | 'subscribed';

/** The footer's newsletter box: POST /api/newsletter, which is safe to repeat for the same address. */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!emailShape.test(address)) {
      setError(NEWSLETTER_INVALID);
      return;
    }
    setError(null);
    setStatus('sending');
    try {
      const body: NewsletterBody = { email: address };
      await apiRequest<NewsletterReceipt>({ path: '/api/newsletter', method: 'POST', body });
      setStatus('subscribed');
      setEmail('');
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 400 ? failure.message : NEWSLETTER_FAILED);
      setStatus('idle');
    }
  };

  return (
    <form className="newsletter" onSubmit={onSubmit} noValidate>
      {status === 'subscribed' ? (
        <p className="footer__heading">Newsletter</p>
      ) : (
        <label htmlFor={id} className="footer__heading">
          Newsletter
        </label>
      )}
      <p className="newsletter__hint">New pieces and workshop dates, about once a month.</p>
      {status === 'subscribed' ? (
        <p className="newsletter__thanks" role="status">
          {NEWSLETTER_THANKS}
        </p>
      ) : (
        <div className="newsletter__row">
          <input
            id={id}
            type="email"
            required
            autoComplete="email"
            placeholder="Your e-mail address"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={status === 'sending'}>
            {status === 'sending' ? 'Subscribing...' : 'Subscribe'}
          </button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="newsletter__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
