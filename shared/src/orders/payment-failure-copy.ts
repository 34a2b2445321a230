export interface FailureCopy {
  title: string;
  message: string;
  suggestion: string;
}

/** SPEC section 8: the payment failed page by error code (the failed payment's e-mail says the same). */
const copyByCode: Record<string, FailureCopy> = {
  verification_failed: {
    title: 'Payment Verification Failed',
    message: 'We could not verify your payment status.',
    suggestion: 'Please check your order status or contact support.',
  },
  order_not_found: {
    title: 'Order Not Found',
    message: 'We could not find your order in our system.',
    suggestion: 'Please contact support with your order details.',
  },
  system_error: {
    title: 'System Error',
    message: 'A system error occurred during payment processing.',
    suggestion: 'Please try again later or contact support.',
  },
  insufficient_funds: {
    title: 'Insufficient Funds',
    message: 'Your payment method has insufficient funds.',
    suggestion: 'Please try with a different payment method.',
  },
  card_declined: {
    title: 'Card Declined',
    message: 'Your card was declined by the bank.',
    suggestion: 'Please try with a different card or contact your bank.',
  },
  // Paid after the reservation lapsed and the item sold out (decision 006); not in SPEC's list.
  out_of_stock: {
    title: 'Item No Longer Available',
    message: 'An item in your order sold out before your payment was confirmed.',
    suggestion: 'Your payment will be refunded. Please contact support if you have any questions.',
  },
};

const fallback: FailureCopy = {
  title: 'Payment Failed',
  message: 'Your payment could not be processed.',
  suggestion: 'Please try again or contact support if the problem persists.',
};

export function paymentFailureCopy(code: string | null | undefined): FailureCopy {
  return (code && Object.hasOwn(copyByCode, code) ? copyByCode[code] : undefined) ?? fallback;
}
