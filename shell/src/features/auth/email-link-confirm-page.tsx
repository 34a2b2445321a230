import { useEffect, useRef, useState, type FormEvent } from 'react';
import { notify, useTranslate, Link, paths } from '@mitti/shared';
import { signInMessages as m } from '../../i18n/sign-in-messages';
import { recordUserLogin } from '../session/documents';
import { authErrorMessage } from './auth-errors';
import { getAuthProvider } from './auth-provider';
import { AuthCard } from './components/auth-card';
import { FormMessage } from './components/form-message';
import { TextField } from './components/text-field';
import { emailLinkStorage } from './email-link-storage';
import { useDelayedNavigate } from './use-delayed-navigate';
import { welcomeBack } from './welcome';
import { say } from '../../i18n/said';

/** SPEC: after a link sign-in the site moves on after 1 s. */
export const LINK_SIGN_IN_REDIRECT_MS = 1000;

type Status = 'invalid' | 'needs-email' | 'completing' | 'success' | 'error';

export function EmailLinkConfirmPage() {
  const [link] = useState(() => window.location.href);
  const [storedEmail] = useState(() => emailLinkStorage.read());
  const [status, setStatus] = useState<Status>(() =>
    !getAuthProvider().isSignInLink(link) ? 'invalid' : storedEmail ? 'completing' : 'needs-email',
  );
  const [email, setEmail] = useState('');
  const t = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useDelayedNavigate(status === 'success', '/', LINK_SIGN_IN_REDIRECT_MS);

  const complete = async (address: string) => {
    started.current = true;
    setStatus('completing');
    setError(null);
    try {
      const user = await getAuthProvider().completeEmailLinkSignIn(address, link);
      emailLinkStorage.clear();
      void recordUserLogin(user);
      notify.success(welcomeBack(t, user));
      setStatus('success');
    } catch (failure) {
      setError(say(t, authErrorMessage('completeLoginLink', failure)));
      setStatus('error');
    }
  };

  useEffect(() => {
    // The link is single-use: complete it once, with the address this browser sent it to.
    if (storedEmail && !started.current && getAuthProvider().isSignInLink(link)) void complete(storedEmail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the link the page opened with
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(t(m.enterEmail));
      return;
    }
    void complete(email.trim());
  };

  const requestNewLink = (
    <p>
      <Link to={paths.emailLinkLogin()}>{t(m.requestNewLink)}</Link> {t(m.or)}{' '}
      <Link to={paths.login()}>{t(m.signInLink)}</Link>
    </p>
  );

  return (
    <AuthCard title={t(m.completingTitle)} description={t(m.completingDescription)} footer={requestNewLink}>
      {status === 'invalid' && <FormMessage message={{ kind: 'error', text: t(m.invalidEmailLink) }} />}
      {status === 'completing' && (
        <p className="page-status" role="status">
          {t(m.signingYouIn)}
        </p>
      )}
      {status === 'success' && <FormMessage message={{ kind: 'success', text: t(m.signedInRedirecting) }} />}
      {(status === 'needs-email' || (status === 'error' && !storedEmail)) && (
        <>
          <p className="auth-card__intro">{t(m.confirmLinkEmail)}</p>
          <FormMessage id="confirm-error" message={error ? { kind: 'error', text: error } : null} />
          <form className="auth-form" noValidate onSubmit={onSubmit}>
            <TextField
              id="confirm-email"
              label={t(m.signInEmail)}
              type="email"
              autoComplete="email"
              required
              value={email}
              onValueChange={setEmail}
              aria-describedby={error ? 'confirm-error' : undefined}
            />
            <button type="submit" className="button button--primary auth-form__submit">
              {t(m.completeSignIn)}
            </button>
          </form>
        </>
      )}
      {status === 'error' && storedEmail && <FormMessage message={{ kind: 'error', text: error ?? '' }} />}
    </AuthCard>
  );
}
