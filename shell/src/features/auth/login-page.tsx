import { useState, type FormEvent } from 'react';
import {
  notify,
  selectIsSignedIn,
  signInReasonMessage,
  useAppSelector,
  paths,
  type User,
  Link,
  Navigate,
  useLocation,
} from '@mitti/shared';
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

type Status = 'idle' | 'submitting' | 'success' | 'error';
interface FieldErrors {
  email?: string;
  password?: string;
}

/** SPEC: after a successful sign-in a welcome shows and the site moves on after 1.5 s. */
export const SIGN_IN_REDIRECT_MS = 1500;

export function LoginPage() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  // Only a visitor who arrives signed in is sent away at once; a fresh sign-in waits for the welcome.
  const [signedInOnArrival] = useState(isSignedIn);
  const location = useLocation();
  const returnTo = returnPath(location.state, location.search);
  // Sent here by a link that says why (the wishlist heart of a signed-out shopper).
  const reason = signInReasonMessage(new URLSearchParams(location.search));
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
      notify.success(welcomeBack(user));
      setStatus('success');
    } catch (failure) {
      authError.fail(authErrorMessage(action, failure));
      setStatus('error');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: FieldErrors = {
      ...(email.trim() ? {} : { email: 'Email is required' }),
      ...(password ? {} : { password: 'Password is required' }),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      authError.clear();
      setError('Please enter both email and password');
      setStatus('error');
      return;
    }
    void signIn('signIn', () => getAuthProvider().signInWithEmail(email.trim(), password));
  };

  return (
    <AuthCard
      title="Sign In"
      description="Sign in to your Mitti Studio account."
      intro="Sign in to see your orders, wishlist and workshop bookings."
      footer={
        <>
          <p>
            Don't have an account? <Link to={paths.register()}>Sign Up</Link>
          </p>
          <p>
            <Link to={paths.emailLinkLogin()}>Sign in with an email link instead</Link>
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
      {status === 'success' && <FormMessage message={{ kind: 'success', text: 'Signed in! Taking you back...' }} />}
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          id="login-email"
          label="Email"
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
          label="Password"
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
            Forgot Password?
          </button>
        </div>
        <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
          {status === 'submitting' ? 'Signing In...' : 'Sign In'}
        </button>
      </form>
      <p className="auth-divider">or</p>
      <GoogleButton
        label="Sign in with Google"
        disabled={busy}
        onClick={() => void signIn('googleSignIn', () => getAuthProvider().signInWithGoogle())}
      />
    </AuthCard>
  );
}
