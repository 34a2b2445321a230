/**
 * The longest value the API takes for each field of the shop's public forms: the schemas (forms.ts) and the
 * forms' own limits (maxLength) both read these. Plain numbers, so the browser gets no schema code.
 */
export const CONTACT_LIMITS = { name: 200, email: 320, phone: 40, message: 5000 } as const;
export const NEWSLETTER_LIMITS = { email: 320 } as const;
