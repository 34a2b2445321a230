import { ApiError, apiRequest, type AuthMailBody, type AuthMailReceipt } from '@mitti/shared';
import { authErrorMessage, type AuthAction } from './auth-errors';
import type { Said } from '../../i18n/said';

/**
 * The shop mails password-reset and sign-in links itself (decision 071): the page asks the API, which answers
 * alike whether or not the address has an account. An address the API refuses (400) fails as the provider's
 * `auth/invalid-email` did, so the pages keep SPEC's words for it.
 */
async function requestAuthMail(path: string, email: string): Promise<void> {
  const body: AuthMailBody = { email };
  try {
    await apiRequest<AuthMailReceipt>({ path, method: 'POST', body });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      throw Object.assign(new Error(error.message), { code: 'auth/invalid-email' });
    }
    throw error;
  }
}

export const requestPasswordResetMail = (email: string) => requestAuthMail('/api/auth/password-reset', email);

export const requestSignInLinkMail = (email: string) => requestAuthMail('/api/auth/sign-in-link', email);

/** What the page says when asking failed: the shop's limit and when to ask again (429), else SPEC's words. */
export const authMailErrorMessage = (action: AuthAction, error: unknown): Said =>
  error instanceof ApiError && error.status === 429 ? error.message : authErrorMessage(action, error);
