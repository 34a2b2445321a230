import { useId, useState, type FormEvent } from 'react';

/** The footer's newsletter box (its submission is stored by the API in a later change). */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form className="newsletter" onSubmit={onSubmit}>
      <label htmlFor={id} className="footer__heading">
        Newsletter
      </label>
      <div className="newsletter__row">
        <input
          id={id}
          type="email"
          required
          placeholder="Your e-mail address"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          Subscribe
        </button>
      </div>
    </form>
  );
}
