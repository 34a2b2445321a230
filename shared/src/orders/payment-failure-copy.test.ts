import { describe, expect, it } from '@jest/globals';
import { paymentFailureCopy } from './payment-failure-copy';

describe('paymentFailureCopy (SPEC section 8)', () => {
  it.each([
    [
      'verification_failed',
      'Payment Verification Failed',
      'We could not verify your payment status.',
      'Please check your order status or contact support.',
    ],
    [
      'order_not_found',
      'Order Not Found',
      'We could not find your order in our system.',
      'Please contact support with your order details.',
    ],
    [
      'system_error',
      'System Error',
      'A system error occurred during payment processing.',
      'Please try again later or contact support.',
    ],
    [
      'insufficient_funds',
      'Insufficient Funds',
      'Your payment method has insufficient funds.',
      'Please try with a different payment method.',
    ],
    [
      'card_declined',
      'Card Declined',
      'Your card was declined by the bank.',
      'Please try with a different card or contact your bank.',
    ],
    [
      'something_else',
      'Payment Failed',
      'Your payment could not be processed.',
      'Please try again or contact support if the problem persists.',
    ],
    [
      null,
      'Payment Failed',
      'Your payment could not be processed.',
      'Please try again or contact support if the problem persists.',
    ],
    [
      'toString',
      'Payment Failed',
      'Your payment could not be processed.',
      'Please try again or contact support if the problem persists.',
    ],
  ])('%s', (code, title, message, suggestion) => {
    expect(paymentFailureCopy(code)).toEqual({ title, message, suggestion });
  });
});
