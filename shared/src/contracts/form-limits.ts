/**
 * The longest value the API takes for each field of the shop's public forms: the schemas (forms.ts) and the
 * forms' own limits (maxLength) both read these. Plain numbers, so the browser gets no schema code.
 */
export const CONTACT_LIMITS = { name: 200, email: 320, phone: 40, message: 5000 } as const;
export const NEWSLETTER_LIMITS = { email: 320 } as const;
/** An order's notes: the shopper's, the studio's (shown to the shopper) and a cancellation's reason. */
export const ORDER_TEXT_LIMITS = { notes: 1000, adminNote: 1000, cancelReason: 500 } as const;
/**
 * The most units of one piece the shop keeps (the owner's stock field), and so the most one order line may ask
 * for: the order schema refuses more before any stock is read.
 */
export const STOCK_MAX = 100_000;
/** The account's profile (users/{uid}): the Full Name on /account and the e-mail. */
export const PROFILE_LIMITS = { displayName: 200, email: 320 } as const;
/**
 * The owner's text of a product or a workshop, in either language (decision 112): the Hindi name and description
 * are held to the English ones' limits.
 */
export const OWNER_TEXT_LIMITS = { name: 120, description: 2000 } as const;
