import { Type, type Static } from '@sinclair/typebox';
import { errorResponses } from './common';
import { CONTACT_LIMITS, NEWSLETTER_LIMITS } from './form-limits';

/**
 * The contact form (SPEC section 5). Every field is optional in the schema: the route checks them in the
 * form's order and answers with the form's own messages ("Name is required", ...).
 */
export const ContactBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: CONTACT_LIMITS.name })),
  email: Type.Optional(Type.String({ maxLength: CONTACT_LIMITS.email })),
  phone: Type.Optional(Type.String({ maxLength: CONTACT_LIMITS.phone })),
  message: Type.Optional(Type.String({ maxLength: CONTACT_LIMITS.message })),
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
export const NewsletterBody = Type.Object({ email: Type.String({ maxLength: NEWSLETTER_LIMITS.email }) });
export type NewsletterBody = Static<typeof NewsletterBody>;

export const NewsletterReceipt = Type.Object({ message: Type.String() });
export type NewsletterReceipt = Static<typeof NewsletterReceipt>;

/** POST /api/newsletter */
export const subscribeRoute = {
  body: NewsletterBody,
  response: { 200: NewsletterReceipt, ...errorResponses },
} as const;
