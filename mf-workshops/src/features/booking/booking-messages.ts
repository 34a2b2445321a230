/** SPEC section 8, verbatim. */
export const LOGIN_TO_BOOK = 'Please login to book a workshop';
export const NO_SLOTS = 'No slots available for this workshop';
