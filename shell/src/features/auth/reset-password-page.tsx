import { useState, type FormEvent } from 'react';
import { Link, paths, useTranslate } from '@mitti/shared';
import { signInMessages as m } from '../../i18n/sign-in-messages';
import { FORGOT_PASSWORD_NEUTRAL } from './auth-errors';
import { authMailErrorMessage, requestPasswordResetMail } from './auth-mail-api';
import { AuthCard } from './components/auth-card';
import { FormMessage, type FormMessageValue } from './components/form-message';
import { TextField } from './components/text-field';
import { useDelayedNavigate } from './use-delayed-navigate';
import { say } from '../../i18n/said';

/** SPEC: after a reset request the page returns to /login after 5 s. */
export const RESET_REDIRECT_MS = 5000;

export function ResetPasswordPage() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const [sending, setSending] = useState(false);
  const t = useTranslate();
  const sent = message?.kind === 'success';
  useDelayedNavigate(sent, paths.login(), RESET_REDIRECT_MS);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      setMessage({ kind: 'error', text: t(m.enterEmail) });
      return;
    }
    setSending(true);
    setMessage(null);
    try {
      await requestPasswordResetMail(email.trim());
      setMessage({ kind: 'success', text: `${t(FORGOT_PASSWORD_NEUTRAL)} ${t(m.returningToSignIn)}` });
    } catch (error) {
      setMessage({ kind: 'error', text: say(t, authMailErrorMessage('resetPassword', error)) });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard
      title={t(m.resetTitle)}
      description={t(m.resetDescription)}
      intro={t(m.resetIntro)}
      footer={
        <p>
          <Link to={paths.login()}>{t(m.backToLogin)}</Link>
        </p>
      }
    >
      <FormMessage id="reset-message" message={message} />
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          id="reset-email"
          label={t(m.signInEmail)}
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
          aria-describedby={message?.kind === 'error' ? 'reset-message' : undefined}
        />
        <button type="submit" className="button button--primary auth-form__submit" disabled={sending || sent}>
          {t(sending ? m.authSending : m.sendResetLink)}
        </button>
      </form>
    </AuthCard>
  );
}
