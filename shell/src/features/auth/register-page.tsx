import { useState, type FormEvent } from 'react';
import {
  notify,
  selectIsSignedIn,
  useAppSelector,
  useTranslate,
  paths,
  type User,
  Link,
  Navigate,
  useNavigate,
} from '@mitti/shared';
import { signInMessages as m } from '../../i18n/sign-in-messages';
import { recordUserLogin } from '../session/documents';
import { authErrorMessage, type AuthAction } from './auth-errors';
import { getAuthProvider } from './auth-provider';
import { AuthCard } from './components/auth-card';
import { FormMessage } from './components/form-message';
import { GoogleButton } from './components/google-button';
import { TextField } from './components/text-field';
import { validateRegistration, type RegistrationValues } from './password-policy';
import { useAuthError } from './use-auth-error';
import { welcomeNew } from './welcome';
import { say } from '../../i18n/said';

type Field = keyof RegistrationValues;

const EMPTY: RegistrationValues = { displayName: '', email: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const [signedInOnArrival] = useState(isSignedIn);
  const navigate = useNavigate();
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  /** The form's own checks; the provider's refusals are the stored auth error. */
  const [error, setError] = useState<string | null>(null);
  const authError = useAuthError();
  const t = useTranslate();
  const [submitting, setSubmitting] = useState(false);

  if (signedInOnArrival) return <Navigate to={paths.home()} replace />;

  const errors = validateRegistration(values);
  const valid = Object.keys(errors).length === 0;
  // 'Please fill out all fields' once the shopper has left a field empty, not before they start.
  const showFillAll = Object.entries(touched).some(([field, was]) => was && !values[field as Field].trim());

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const touch = (field: Field) => () => setTouched((current) => ({ ...current, [field]: true }));

  const signUp = async (action: AuthAction, attempt: () => Promise<User>) => {
    setSubmitting(true);
    setError(null);
    authError.clear();
    try {
      const user = await attempt();
      void recordUserLogin(user);
      notify.success(welcomeNew(t, user));
      navigate(paths.home(), { replace: true });
    } catch (failure) {
      authError.fail(say(t, authErrorMessage(action, failure)));
      setSubmitting(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = errors.form ?? errors.password ?? errors.confirmPassword;
    if (problem) {
      authError.clear();
      setError(t(problem));
      return;
    }
    const { displayName, email, password } = values;
    void signUp('register', () =>
      getAuthProvider().signUpWithEmail({ displayName: displayName.trim(), email: email.trim(), password }),
    );
  };

  return (
    <AuthCard
      title={t(m.createAccount)}
      description={t(m.registerDescription)}
      intro={t(m.registerIntro)}
      footer={
        <>
          <p>
            {t(m.agreeBefore)} <Link to={paths.terms()}>{t(m.termsLink)}</Link> {t(m.agreeAnd)}{' '}
            <Link to={paths.privacy()}>{t(m.privacyLink)}</Link>
            {t(m.agreeAfter)}
          </p>
          <p>
            {t(m.haveAccount)} <Link to={paths.login()}>{t(m.signInLink)}</Link>
          </p>
        </>
      }
    >
      <FormMessage message={error ? { kind: 'error', text: error } : null} />
      {!error && (
        <FormMessage
          message={authError.error ? { kind: 'error', text: authError.error } : null}
          onDismiss={authError.clear}
        />
      )}
      {showFillAll && errors.form && !error && !authError.error && (
        <FormMessage message={{ kind: 'info', text: t(errors.form) }} />
      )}
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <TextField
          id="register-name"
          label={t(m.fullName)}
          autoComplete="name"
          required
          value={values.displayName}
          onValueChange={set('displayName')}
          onBlur={touch('displayName')}
        />
        <TextField
          id="register-email"
          label={t(m.signInEmail)}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onValueChange={set('email')}
          onBlur={touch('email')}
        />
        <TextField
          id="register-password"
          label={t(m.signInPassword)}
          type="password"
          autoComplete="new-password"
          required
          hint={t(m.passwordPolicyHint)}
          value={values.password}
          onValueChange={set('password')}
          onBlur={touch('password')}
          error={touched.password && errors.password ? t(errors.password) : undefined}
        />
        <TextField
          id="register-confirm-password"
          label={t(m.confirmPassword)}
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onValueChange={set('confirmPassword')}
          onBlur={touch('confirmPassword')}
          error={touched.confirmPassword && errors.confirmPassword ? t(errors.confirmPassword) : undefined}
        />
        <button type="submit" className="button button--primary auth-form__submit" disabled={!valid || submitting}>
          {t(submitting ? m.creatingAccount : m.createAccount)}
        </button>
      </form>
      <p className="auth-divider">{t(m.or)}</p>
      <GoogleButton
        label={t(m.signUpWithGoogle)}
        disabled={submitting}
        onClick={() => void signUp('googleSignUp', () => getAuthProvider().signInWithGoogle())}
      />
    </AuthCard>
  );
}
