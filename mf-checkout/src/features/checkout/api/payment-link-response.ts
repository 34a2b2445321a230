/** What both payment calls answer (SPEC section 7: success, message, paymentLink): the API's contract. */
export type { PaymentLinkResponse } from '@mitti/shared';
