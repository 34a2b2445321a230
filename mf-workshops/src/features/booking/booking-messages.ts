/** SPEC section 8, but "sign in" as the rest of the shop says it (decision 072; the SPEC says 'Please login'). */
export const SIGN_IN_TO_BOOK = 'Please sign in to book a workshop';
/** SPEC section 8, verbatim. */
export const NO_SLOTS = 'No slots available for this workshop';
