import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, Nullable } from './common';

/** A message the shop could not send after all its retries (decision 040), as the owner's E-mail page lists it. */
export const UndeliveredMail = Type.Object({
  id: Type.String(),
  /** What it is, in the owner's words: 'Order confirmation', 'Shipped', 'Contact form to the studio'... */
  label: Type.String(),
  subject: Type.String(),
  /** Who it was for: the shopper's address, or 'the studio' for the studio's own mail. */
  recipient: Type.String(),
  attempts: Type.Integer(),
  /** Why the last attempt failed (the mail server's answer, addresses left out). */
  lastError: Nullable(Type.String()),
  createdAt: Type.String(),
  failedAt: Type.String(),
});
export type UndeliveredMail = Static<typeof UndeliveredMail>;

/** GET /api/admin/mail: undelivered messages (newest first), and how many are waiting to be sent or retried. */
export const MailOutbox = Type.Object({
  undelivered: Type.Array(UndeliveredMail),
  waiting: Type.Integer(),
});
export type MailOutbox = Static<typeof MailOutbox>;

export const listMailOutboxRoute = {
  response: { 200: MailOutbox, ...errorResponses },
} as const;

/** POST /api/admin/mail/:id/retry: the message is queued again, with its retries anew. */
export const retryMailRoute = {
  params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
  response: { 200: Type.Object({ id: Type.String(), status: Type.Literal('queued') }), ...errorResponses },
} as const;
