import { useState } from 'react';
import { FORGOT_PASSWORD_NEUTRAL } from './auth-errors';
import { authMailErrorMessage, requestPasswordResetMail } from './auth-mail-api';
import type { FormMessageValue } from './components/form-message';

export const RESET_NEEDS_EMAIL = 'Please enter your email address to reset your password';

/**
 * "Forgot Password?" on the sign-in form: the shop mails a reset link to the address typed there (decision 071),
 * with the same words whether or not it has an account (decision 062).
 */
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
      await requestPasswordResetMail(email.trim());
      setMessage({ kind: 'success', text: FORGOT_PASSWORD_NEUTRAL });
    } catch (error) {
      setMessage({ kind: 'error', text: authMailErrorMessage('forgotPassword', error) });
    } finally {
      setSending(false);
    }
  };

  return { message, sending, requestReset, clear: () => setMessage(null) };
}
