import { useState } from 'react';
import { useTranslate } from '@mitti/shared';
import { signInMessages } from '../../i18n/sign-in-messages';
import { FORGOT_PASSWORD_NEUTRAL } from './auth-errors';
import { authMailErrorMessage, requestPasswordResetMail } from './auth-mail-api';
import type { FormMessageValue } from './components/form-message';
import { say } from '../../i18n/said';

/**
 * "Forgot Password?" on the sign-in form: the shop mails a reset link to the address typed there (decision 071),
 * with the same words whether or not it has an account (decision 062).
 */
export function useForgotPassword() {
  const [message, setMessage] = useState<FormMessageValue | null>(null);
  const [sending, setSending] = useState(false);
  const t = useTranslate();

  const requestReset = async (email: string) => {
    if (!email.trim()) {
      setMessage({ kind: 'error', text: t(signInMessages.resetNeedsEmail) });
      return;
    }
    setSending(true);
    try {
      await requestPasswordResetMail(email.trim());
      setMessage({ kind: 'success', text: t(FORGOT_PASSWORD_NEUTRAL) });
    } catch (error) {
      setMessage({ kind: 'error', text: say(t, authMailErrorMessage('forgotPassword', error)) });
    } finally {
      setSending(false);
    }
  };

  return { message, sending, requestReset, clear: () => setMessage(null) };
}
