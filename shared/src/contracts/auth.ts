import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, Nullable } from './common';

/** Who the server believes is calling: the verified token's claims. */
export const Me = Type.Object({
  uid: Type.String(),
  email: Nullable(Type.String()),
  name: Nullable(Type.String()),
  admin: Type.Boolean(),
});
export type Me = Static<typeof Me>;

/** GET /api/me */
export const meRoute = { response: { 200: Me } } as const;

/** GET /health */
export const healthRoute = { response: { 200: Type.Object({ ok: Type.Literal(true) }) } } as const;

/**
 * POST /api/auth/password-reset and POST /api/auth/sign-in-link (decision 071): the shop mails the link itself.
 * Validation failures are answered with SPEC's 'Invalid email address format'.
 */
export const AuthMailBody = Type.Object({ email: Type.String({ maxLength: 320 }) });
export type AuthMailBody = Static<typeof AuthMailBody>;

/** The same answer whether or not the address has an account, and whether or not a mail was sent. */
export const AuthMailReceipt = Type.Object({ message: Type.String() });
export type AuthMailReceipt = Static<typeof AuthMailReceipt>;

export const authMailRoute = {
  body: AuthMailBody,
  response: { 200: AuthMailReceipt, ...errorResponses },
} as const;
