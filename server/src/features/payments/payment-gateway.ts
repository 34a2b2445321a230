/**
 * What the shopper chose (or the bank answered) for one payment attempt. `payment_failed` is any other
 * decline a real gateway reports (the failed page's default copy).
 */
export type PaymentOutcome = 'success' | 'card_declined' | 'insufficient_funds' | 'cancelled' | 'payment_failed';

/** The outcomes the sandbox page offers (every outcome but the catch-all). */
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
  /** ISO currency the gateway charged in, when it says; anything but INR is refused. */
  currency?: string;
}

export interface PayableOrder {
  id: string;
  orderNumber: string;
  amountPaise: number;
  /** 1 for the order's first link, 2 for the first Retry Payment, ...: lets an adapter derive a stable reference. */
  attempt: number;
  customer: { name: string; email: string | null; contact: string | null };
}

/**
 * The port every payment provider implements. The sandbox adapter is the default; a Razorpay or Cashfree
 * adapter implements the same two calls with its own keys and signature scheme.
 */
export interface PaymentGateway {
  readonly name: string;
  /** Creates a hosted payment page for the order. */
  createLink(order: PayableOrder): Promise<{ gatewayOrderRef: string; paymentLink: string }>;
  /**
   * Checks the signature and freshness of a webhook; throws an HttpError (400) for anything not authentic.
   * Null: authentic, but an event that changes no payment (acknowledged so the gateway stops retrying).
   */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): PaymentEvent | null;
  /**
   * Optional: asks the provider for the link's current state (reconciliation when a webhook is late).
   * Null while it is still payable; throws when the provider cannot be reached.
   */
  fetchStatus?(gatewayOrderRef: string): Promise<PaymentEvent | null>;
}
