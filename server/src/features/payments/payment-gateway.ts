/** What the shopper chose (or the bank answered) for one payment attempt. */
export type PaymentOutcome = 'success' | 'card_declined' | 'insufficient_funds' | 'cancelled';

export const PAYMENT_OUTCOMES: readonly PaymentOutcome[] = [
  'success',
  'card_declined',
  'insufficient_funds',
  'cancelled',
];

/** A verified gateway notification about one payment link. */
export interface PaymentEvent {
  /** Unique per notification; a repeated id is a replay and changes nothing. */
  eventId: string;
  gatewayOrderRef: string;
  outcome: PaymentOutcome;
  /** What the gateway says it charged, in paise; must equal the payment's amount. */
  amountPaise: number;
}

export interface PayableOrder {
  id: string;
  orderNumber: string;
  amountPaise: number;
}

/**
 * The port every payment provider implements. The sandbox adapter is the default; a Razorpay or Cashfree
 * adapter implements the same two calls with its own keys and signature scheme.
 */
export interface PaymentGateway {
  readonly name: string;
  /** Creates a hosted payment page for the order. */
  createLink(order: PayableOrder): Promise<{ gatewayOrderRef: string; paymentLink: string }>;
  /** Checks the signature and freshness of a webhook; throws an HttpError (400) for anything not authentic. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}
