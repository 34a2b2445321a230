/** What both payment calls answer (SPEC section 7): success, message, paymentLink. */
export interface PaymentLinkResponse {
  success?: boolean;
  message?: string;
  paymentLink?: string;
  orderId?: string;
  orderNumber?: string;
  amount?: number;
}
