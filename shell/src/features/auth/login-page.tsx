import { useState, type FormEvent } from 'react';
import {
  notify,
  selectIsSignedIn,
  signInReason,
  useAppSelector,
  useTranslate,
  paths,
  type User,
  Link,
  Navigate,
  useLocation,
  type MessageDescriptor,
  type SignInReason,
} from '@mitti/shared';
import { signInMessages as m } from '../../i18n/sign-in-messages';
import { recordUserLogin } from '../session/documents';
import { authErrorMessage, type AuthAction } from './auth-errors';
import { getAuthProvider } from './auth-provider';
import { AuthCard } from './components/auth-card';
import { FormMessage } from './components/form-message';
import { GoogleButton } from './components/google-button';
import { TextField } from './components/text-field';
import { returnPath } from './return-path';
import { useAuthError } from './use-auth-error';
import { useDelayedNavigate } from './use-delayed-navigate';
import { useForgotPassword } from './use-forgot-password';
import { welcomeBack } from './welcome';
import { say } from '../../i18n/said';

type Status = 'idle' | 'submitting' | 'success' | 'error';
interface FieldErrors {
  email?: string;
  password?: string;
}

/** SPEC: after a successful sign-in a welcome shows and the site moves on after 1.5 s. */
export const SIGN_IN_REDIRECT_MS = 1500;

const REASONS: Record<SignInReason, MessageDescriptor> = { wishlist: m.wishlistReason };

export function LoginPage() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  // Only a visitor who arrives signed in is sent away at once; a fresh sign-in waits for the welcome.
  const [signedInOnArrival] = useState(isSignedIn);
  const location = useLocation();
  const t = useTranslate();
  const returnTo = returnPath(location.state, location.search);
  // Sent here by a link that says why (the wishlist heart of a signed-out shopper).
  const reasonKey = signInReason(new URLSearchParams(location.search));
  const reason = reasonKey ? t(REASONS[reasonKey]) : null;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  /** The form's own check (both fields); the provider's refusals are the stored auth error. */
  const [error, setError] = useState<string | null>(null);
  const authError = useAuthError();
  const [status, setStatus] = useState<Status>('idle');
  const forgot = useForgotPassword();
  useDelayedNavigate(status === 'success', returnTo, SIGN_IN_REDIRECT_MS);

  if (signedInOnArrival) return <Navigate to={returnTo} replace />;

  const busy = status === 'submitting' || status === 'success';

  const signIn = async (action: AuthAction, attempt: () => Promise<User>) => {
    setStatus('submitting');
    setError(null);
    authError.clear();
    forgot.clear();
    try {
      const user = await attempt();
      void recordUserLogin(user);
      notify.success(welcomeBack(t, user));
      setStatus('success');
    } catch (failure) {
      authError.fail(say(t, authErrorMessage(action, failure)));
      setStatus('error');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: FieldErrors = {
      ...(email.trim() ? {} : { email: t(m.signInEmailRequired) }),
      ...(password ? {} : { password: t(m.signInPasswordRequired) }),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      authError.clear();
      setError(t(m.bothRequired));
      setStatus('error');
      return;
    }
    void signIn('signIn', () => getAuthProvider().signInWithEmail(email.trim(), password));
  };

  return (
    <AuthCard
      title={t(m.signInTitle)}
      description={t(m.signInDescription)}
      intro={t(m.signInIntro)}
      footer={
        <>
          <p>
            {t(m.noAccount)} <Link to={paths.register()}>{t(m.signUpLink)}</Link>
          </p>
          <p>
            <Link to={paths.emailLinkLogin()}>{t(m.emailLinkInstead)}</Link>
          </p>
        </>
      }
    >
      {reason && status !== 'success' && <FormMessage message={{ kind: 'info', text: reason }} />}
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
      {!error && (
        <FormMessage
          message={authError.error ? { kind: 'error', text: authError.error } : null}
          onDismiss={authError.clear}
        />
      )}
      <FormMessage message={forgot.message} />
      {status === 'success' && <FormMessage message={{ kind: 'success', text: t(m.signedIn) }} />}
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          id="login-email"
          label={t(m.signInEmail)}
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setFieldErrors((current) => ({ ...current, email: undefined }));
          }}
          error={fieldErrors.email}
        />
        <TextField
          id="login-password"
          label={t(m.signInPassword)}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setFieldErrors((current) => ({ ...current, password: undefined }));
          }}
          error={fieldErrors.password}
        />
        <div className="auth-form__row">
          <button
            type="button"
            className="auth-link-button"
            disabled={forgot.sending}
            onClick={() => void forgot.requestReset(email)}
          >
            {t(m.forgotPassword)}
          </button>
        </div>
        <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
          {t(status === 'submitting' ? m.signingIn : m.signInButton)}
        </button>
      </form>
      <p className="auth-divider">{t(m.or)}</p>
      <GoogleButton
        label={t(m.signInWithGoogle)}
        disabled={busy}
        onClick={() => void signIn('googleSignIn', () => getAuthProvider().signInWithGoogle())}
      />
    </AuthCard>
  );
}
