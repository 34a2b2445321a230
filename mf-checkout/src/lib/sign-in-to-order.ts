/**
 * Why a guest cannot place a paid order, a quick order or pay one: one sentence, "sign in" as the rest of the shop
 * says it (decision 072; the SPEC's checkout said 'Please login to place an order').
 */
export const SIGN_IN_TO_ORDER = 'Please sign in to place an order';
