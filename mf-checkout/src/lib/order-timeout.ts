/** SPEC section 9: order requests (placing an order, creating or reusing its payment link) give up after 15 seconds. */
export const ORDER_TIMEOUT_MS = 15_000;
