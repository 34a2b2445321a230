import { useState, type FormEvent } from 'react';
import { selectIsSignedIn, useAppSelector, useTranslate, Link, Navigate, paths } from '@mitti/shared';
import { signInMessages as m } from '../../i18n/sign-in-messages';

import { authMailErrorMessage, requestSignInLinkMail } from './auth-mail-api';
import { AuthCard } from './components/auth-card';
import { FormMessage } from './components/form-message';
import { TextField } from './components/text-field';
import { emailLinkStorage } from './email-link-storage';
import { say } from '../../i18n/said';

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
      setError(t(m.enterEmail));
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
      setError(say(t, authMailErrorMessage('sendLoginLink', failure)));
    } finally {
      setSending(false);
    }
  };

  const footer = (
    <>
      <p>
        {t(m.preferPassword)} <Link to={paths.login()}>{t(m.signInLink)}</Link>
      </p>
      <p>
        {t(m.newHere)} <Link to={paths.register()}>{t(m.createAnAccount)}</Link>
      </p>
    </>
  );

  if (sentTo) {
    return (
      <AuthCard title={t(m.checkEmailTitle)} description={t(m.checkEmailDescription)} footer={footer}>
        <FormMessage
          message={{
            kind: 'success',
            text: `${t(m.sentLinkBefore)} ${sentTo}${t(m.sentLinkAfter)}`,
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t(m.emailLinkTitle)}
      description={t(m.emailLinkDescription)}
      intro={t(m.emailLinkIntro)}
      footer={footer}
    >
      <FormMessage id="email-link-error" message={error ? { kind: 'error', text: error } : null} />
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          id="email-link-email"
          label={t(m.signInEmail)}
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
          aria-describedby={error ? 'email-link-error' : undefined}
        />
        <button type="submit" className="button button--primary auth-form__submit" disabled={sending}>
          {t(sending ? m.authSending : m.sendLoginLink)}
        </button>
      </form>
    </AuthCard>
  );
}
