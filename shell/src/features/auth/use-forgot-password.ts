import { useState } from 'react';
import { FORGOT_PASSWORD_NEUTRAL, authErrorCode, authErrorMessage } from './auth-errors';
import { getAuthProvider } from './auth-provider';
import type { FormMessageValue } from './components/form-message';

export const RESET_NEEDS_EMAIL = 'Please enter your email address to reset your password';

/**
 * Asks the auth provider for a reset e-mail: resolves once it is sent, or when the address has no account (the
 * same answer for both, decision 062); throws for anything else.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await getAuthProvider().sendPasswordReset(email);
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
  }
}

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
      await requestPasswordReset(email.trim());
      setMessage({ kind: 'success', text: FORGOT_PASSWORD_NEUTRAL });
    } catch (error) {
      setMessage({ kind: 'error', text: authErrorMessage('forgotPassword', error) });
    } finally {
      setSending(false);
    }
  };

  return { message, sending, requestReset, clear: () => setMessage(null) };
}
