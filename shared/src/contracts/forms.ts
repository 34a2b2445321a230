import { Type, type Static } from '@sinclair/typebox';
import { errorResponses } from './common';

/**
 * The contact form (SPEC section 5). Every field is optional in the schema: the route checks them in the
 * form's order and answers with the form's own messages ("Name is required", ...).
 */
export const ContactBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ maxLength: 320 })),
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  message: Type.Optional(Type.String({ maxLength: 5000 })),
});
export type ContactBody = Static<typeof ContactBody>;

export const ContactReceipt = Type.Object({ id: Type.String(), timestamp: Type.String({ format: 'date-time' }) });
export type ContactReceipt = Static<typeof ContactReceipt>;

/** POST /api/contacts: open to everyone and add-only; the server stamps the time. */
export const createContactRoute = {
  body: ContactBody,
  response: { 201: ContactReceipt, ...errorResponses },
} as const;

/** Validation failures are answered with the one shopper-facing message (see the route). */
export const NewsletterBody = Type.Object({ email: Type.String({ maxLength: 320 }) });
export type NewsletterBody = Static<typeof NewsletterBody>;

export const NewsletterReceipt = Type.Object({ message: Type.String() });
export type NewsletterReceipt = Static<typeof NewsletterReceipt>;

/** POST /api/newsletter */
export const subscribeRoute = {
  body: NewsletterBody,
  response: { 200: NewsletterReceipt, ...errorResponses },
} as const;
