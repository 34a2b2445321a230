import { useState, type FormEvent } from 'react';
import { selectIsSignedIn, useAppSelector, useTranslate, Link, Navigate, paths } from '@mitti/shared';
import { sayAuth } from './auth-errors';
import { authMailErrorMessage, requestSignInLinkMail } from './auth-mail-api';
import { AuthCard } from './components/auth-card';
import { FormMessage } from './components/form-message';
import { TextField } from './components/text-field';
import { emailLinkStorage } from './email-link-storage';
import { EMAIL_REQUIRED } from './reset-password-page';

export function EmailLinkLoginPage() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const t = useTranslate();

  if (isSignedIn) return <Navigate to={paths.home()} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(EMAIL_REQUIRED);
      return;
    }
    setSending(true);
    setError(null);
    try {
      // The link returns to the shop's own /email-link-confirm, from the origin the API is configured with.
      await requestSignInLinkMail(address);
      emailLinkStorage.write(address);
      setSentTo(address);
    } catch (failure) {
      setError(sayAuth(t, authMailErrorMessage('sendLoginLink', failure)));
    } finally {
      setSending(false);
    }
  };

  const footer = (
    <>
      <p>
        Prefer a password? <Link to={paths.login()}>Sign In</Link>
      </p>
      <p>
        New here? <Link to={paths.register()}>Create an account</Link>
      </p>
    </>
  );

  if (sentTo) {
    return (
      <AuthCard title="Check Your Email" description="Your sign-in link is on its way." footer={footer}>
        <FormMessage
          message={{
            kind: 'success',
            text: `We sent a sign-in link to ${sentTo}. Open it on this device to sign in.`,
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Sign In with Email Link"
      description="Sign in without a password."
      intro="We'll e-mail you a link that signs you in, no password needed."
      footer={footer}
    >
      <FormMessage id="email-link-error" message={error ? { kind: 'error', text: error } : null} />
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          id="email-link-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
          aria-describedby={error ? 'email-link-error' : undefined}
        />
        <button type="submit" className="button button--primary auth-form__submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send Login Link'}
        </button>
      </form>
    </AuthCard>
  );
}
