import { useState } from 'react';
import { authErrorCode, authErrorMessage } from './auth-errors';
import { getAuthProvider } from './auth-provider';
import type { FormMessageValue } from './components/form-message';

export const RESET_EMAIL_SENT = 'Password reset email sent! Check your inbox.';
export const RESET_NEEDS_EMAIL = 'Please enter your email address to reset your password';

/** "Forgot Password?" on the sign-in form: sends a reset e-mail to the address typed there. */
export function useForgotPassword() {
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const [sending, setSending] = useState(false);

  const requestReset = async (email: string) => {
    if (!email.trim()) {
      setMessage({ kind: 'error', text: RESET_NEEDS_EMAIL });
      return;
    }
    setSending(true);
    try {
      await getAuthProvider().sendPasswordReset(email.trim());
      setMessage({ kind: 'success', text: RESET_EMAIL_SENT });
    } catch (error) {
      const neutral = authErrorCode(error) === 'auth/user-not-found';
      setMessage({ kind: neutral ? 'info' : 'error', text: authErrorMessage('forgotPassword', error) });
    } finally {
      setSending(false);
    }
  };

  return { message, sending, requestReset, clear: () => setMessage(null) };
}
