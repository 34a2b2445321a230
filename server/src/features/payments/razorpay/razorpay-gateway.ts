import { HttpError } from '../../../lib/http-error';
import { RESERVATION_MINUTES } from '@mitti/shared/orders';
import type { PayableOrder, PaymentEvent, PaymentGateway } from '../payment-gateway';
import {
  createFailed,
  createRazorpayClient,
  RazorpayUnavailableError,
  type RazorpayClient,
  type RazorpayClientOptions,
} from './razorpay-client';
import { toPaymentEvent } from './razorpay-events';
import {
  RAZORPAY_EVENT_ID_HEADER,
  RAZORPAY_SIGNATURE_HEADER,
  verifyCallbackSignature,
  verifyWebhookSignature,
  type RazorpayCallbackParams,
} from './razorpay-signature';
import type { RazorpayCreateLinkRequest, RazorpayPaymentLink } from './razorpay-types';

export interface RazorpayGatewayOptions extends RazorpayClientOptions {
  webhookSecret: string;
  /** Our callback route, `${PUBLIC_API_URL}/api/payment/callback/razorpay`. */
  callbackUrl: string;
  /** Seconds since the epoch; a parameter so tests can pin expire_by. */
  now?: () => number;
}

export interface RazorpayGateway extends PaymentGateway {
  /** Checks the callback query's razorpay_signature (HMAC with the key secret), in constant time. */
  verifyCallback(params: RazorpayCallbackParams): boolean;
  fetchStatus(gatewayOrderRef: string): Promise<PaymentEvent | null>;
}

export function isRazorpayGateway(gateway: PaymentGateway): gateway is RazorpayGateway {
  return gateway.name === 'razorpay' && 'verifyCallback' in gateway;
}

/** `reference_id` is our order id; a Retry Payment's later links add `-<attempt>` (Razorpay wants them unique). */
export const LINK_NO_LONGER_USABLE = 'This payment link can no longer be used; please start the checkout again.';

export const referenceIdOf = (order: Pick<PayableOrder, 'id' | 'attempt'>) =>
  order.attempt <= 1 ? order.id : `${order.id}-${order.attempt}`;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function createLinkRequest(
  order: PayableOrder,
  callbackUrl: string,
  nowSeconds: number,
): RazorpayCreateLinkRequest {
  const { name, email, contact } = order.customer;
  return {
    amount: order.amountPaise,
    currency: 'INR',
    accept_partial: false,
    reference_id: referenceIdOf(order),
    description: `Mitti Studio order ${order.orderNumber}`,
    customer: { name, ...(email ? { email } : {}), ...(contact ? { contact } : {}) },
    // The shop sends the shopper to the link itself; Razorpay's SMS and e-mail would be a second, late copy.
    notify: { sms: false, email: false },
    reminder_enable: false,
    callback_url: callbackUrl,
    callback_method: 'get',
    // The link lives exactly as long as the stock hold, so nobody pays for items already released.
    expire_by: nowSeconds + RESERVATION_MINUTES * 60,
    notes: { order_number: order.orderNumber, order_id: order.id },
    // What the shop offers, "Card / UPI" (issue 23): UPI by QR on a desktop and by intent on a phone, both on
    // Razorpay's page; nobody is asked to type a UPI ID (NPCI retired UPI Collect in 2026).
    options: { checkout: { method: { card: true, upi: true, netbanking: false, wallet: false } } },
  };
}

/** The link's state as a PaymentEvent: final states only (paid, expired, cancelled). */
export function linkStatusEvent(link: RazorpayPaymentLink): PaymentEvent | null {
  const base = { gatewayOrderRef: link.id, currency: link.currency };
  if (link.status === 'paid') {
    return { ...base, eventId: `reconcile:${link.id}:paid`, outcome: 'success', amountPaise: link.amount_paid };
  }
  if (link.status === 'expired' || link.status === 'cancelled') {
    return { ...base, eventId: `reconcile:${link.id}:${link.status}`, outcome: 'cancelled', amountPaise: link.amount };
  }
  return null;
}

/** The Razorpay Payment Links adapter of the PaymentGateway port. */
export function createRazorpayGateway(options: RazorpayGatewayOptions, client?: RazorpayClient): RazorpayGateway {
  const api = client ?? createRazorpayClient(options);
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));

  async function reuseOrCreate(order: PayableOrder): Promise<RazorpayPaymentLink> {
    const request = createLinkRequest(order, options.callbackUrl, now());
    // A create that timed out may still have happened: look for it before asking again, so a retry never
    // leaves the shopper with two payable links for one order.
    const existing = await api.findLinkByReference(request.reference_id);
    if (existing) {
      if (existing.status === 'expired' || existing.status === 'cancelled' || existing.amount !== order.amountPaise) {
        throw new HttpError(409, LINK_NO_LONGER_USABLE);
      }
      return existing;
    }
    return api.createLink(request);
  }

  return {
    name: 'razorpay',
    verifyCallback: (params) => verifyCallbackSignature(options.keySecret, params),
    async createLink(order) {
      try {
        const link = await reuseOrCreate(order);
        return { gatewayOrderRef: link.id, paymentLink: link.short_url };
      } catch (error) {
        if (error instanceof RazorpayUnavailableError) throw createFailed();
        throw error;
      }
    },
    verifyWebhook(rawBody, headers) {
      if (!verifyWebhookSignature(options.webhookSecret, rawBody, header(headers[RAZORPAY_SIGNATURE_HEADER]))) {
        throw new HttpError(400, 'Invalid webhook signature.');
      }
      return toPaymentEvent(rawBody, header(headers[RAZORPAY_EVENT_ID_HEADER]));
    },
    async fetchStatus(gatewayOrderRef) {
      return linkStatusEvent(await api.fetchLink(gatewayOrderRef));
    },
  };
}
