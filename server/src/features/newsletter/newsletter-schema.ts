import { errorResponses } from '../../lib/error-schema';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing!';

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address as stored (trimmed, lower-case), or null when it is not address-shaped. */
export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && emailShape.test(email) ? email : null;
}

export const subscribeSchema = {
  // Validation failures are answered with the one shopper-facing message (see the route).
  body: {
    type: 'object',
    required: ['email'],
    properties: { email: { type: 'string', maxLength: 320 } },
  },
  response: {
    200: {
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string' } },
    },
    ...errorResponses,
  },
} as const;
