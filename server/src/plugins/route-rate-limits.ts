/** What a shopper sees when a limit is hit. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again in a minute.';

/**
 * Tighter limits (requests per minute, per signed-in account or else per address) for writes that cost the shop something or can be abused:
 * spam (contact, newsletter, reviews), stock held by unpaid orders, gateway calls, and the sign-in profile upsert.
 * Everything else shares the global limit. Keyed by `METHOD url` exactly as the route is registered.
 */
export const ROUTE_RATE_LIMITS: Readonly<Record<string, number>> = {
  'POST /api/contacts': 5,
  'POST /api/newsletter': 5,
  // Each may mail a link (decision 071); an inbox is limited on its own too (auth-mail-repository.ts).
  'POST /api/auth/password-reset': 5,
  'POST /api/auth/sign-in-link': 5,
  'POST /api/orders': 20,
  'POST /api/payment/create': 10,
  'POST /api/payment/create-intent': 10,
  'POST /api/documents/users/:uid/login': 20,
  'PUT /api/reviews/:productId': 20,
  // One beacon per page view: a shopper never sends two a second; a flood from one address is cut off.
  'POST /api/rum': 120,
};
