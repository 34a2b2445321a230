import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Language } from '@mitti/shared/i18n';
import { requestLanguage } from '../../lib/request-language';
import { shopPage } from '../../lib/shop-page';
import { authMailRoute } from '@mitti/shared/contracts';
import type { AuthLinks } from '../../auth/auth-links';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { normaliseEmail } from '../newsletter/newsletter-schema';
import { createAuthMailRepository, type AuthMailKind } from './auth-mail-repository';

/** SPEC section 8's words for an address that is not one (reset page and link sign-in alike). */
export const INVALID_EMAIL_FORMAT = 'Invalid email address format';
/** Decision 062: the same words whether or not the address has an account. */
export const PASSWORD_RESET_ANSWER = 'If an account exists with this email, a password reset link will be sent.';
export const SIGN_IN_LINK_ANSWER = 'A sign-in link is on its way to this address.';

export interface AuthMailRoutesOptions {
  db: Database;
  links: AuthLinks;
  /** The storefront's configured origin: the links return there, never to an address a request names. */
  shopUrl: string;
}

/**
 * The shop's own password-reset and sign-in-link mails (decision 071), open to everyone. The identity provider
 * makes the link; the shop mails it through its queue like its other mail. The answer never says whether the
 * address has an account or whether a mail went out (an unknown address, or an inbox that has had its links for
 * now, gets none); limited per client address (route-rate-limits.ts) and per inbox (auth-mail-repository.ts).
 */
export const authMailRoutes: FastifyPluginAsyncTypebox<AuthMailRoutesOptions> = async (app, { db, links, shopUrl }) => {
  const mails = createAuthMailRepository(db);
  // The link comes back to the shop's page in the language it was asked from (decision 106).
  const makeLink: Record<AuthMailKind, (email: string, language: Language) => Promise<string | null>> = {
    'password-reset': (email, language) => links.passwordReset(email, shopPage(shopUrl, '/login', language)),
    'sign-in-link': (email, language) => links.signIn(email, shopPage(shopUrl, '/email-link-confirm', language)),
  };

  const route = (path: string, kind: AuthMailKind, message: string) =>
    app.post(path, { schema: authMailRoute, attachValidation: true }, async (request) => {
      const email = request.validationError ? null : normaliseEmail(request.body.email);
      if (!email) throw new HttpError(400, INVALID_EMAIL_FORMAT);
      if (await mails.mayMail(kind, email)) {
        const language = requestLanguage(request.headers);
        const link = await makeLink[kind](email, language).catch((error: unknown) => {
          // An address ours takes and the provider's does not is the shopper's to correct, not a failure of ours.
          if ((error as { code?: unknown }).code === 'auth/invalid-email')
            throw new HttpError(400, INVALID_EMAIL_FORMAT);
          throw error;
        });
        if (link) await mails.queue(kind, email, link, language);
      }
      return { message };
    });

  route('/api/auth/password-reset', 'password-reset', PASSWORD_RESET_ANSWER);
  route('/api/auth/sign-in-link', 'sign-in-link', SIGN_IN_LINK_ANSWER);
};
