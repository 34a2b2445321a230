/** The fields of Razorpay's Payment Link entity this adapter reads or writes (docs: Payment Links Entity). */
export type RazorpayLinkStatus = 'created' | 'partially_paid' | 'expired' | 'cancelled' | 'paid';

export interface RazorpayPaymentLink {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  short_url: string;
  status: RazorpayLinkStatus;
  notes?: Record<string, string> | null;
  payments?: { payment_id: string; amount: number; status: string }[] | null;
}

/** POST /v1/payment_links body (docs: Create a Standard Payment Link). */
export interface RazorpayCreateLinkRequest {
  amount: number;
  currency: 'INR';
  accept_partial: false;
  reference_id: string;
  description: string;
  customer: { name: string; email?: string; contact?: string };
  notify: { sms: boolean; email: boolean };
  reminder_enable: false;
  callback_url: string;
  callback_method: 'get';
  expire_by: number;
  notes: Record<string, string>;
  /** Which methods the hosted checkout shows (docs: Payment Links, customise payment methods). */
  options: { checkout: { method: { card: boolean; upi: boolean; netbanking: boolean; wallet: boolean } } };
}

/** The Payment entity as a webhook carries it (docs: Payments webhook payloads). */
export interface RazorpayPaymentEntity {
  id: string;
  amount: number;
  currency: string;
  status: string;
  order_id?: string | null;
  description?: string | null;
  error_code?: string | null;
  error_description?: string | null;
  error_reason?: string | null;
}

/** Every webhook body: `{ entity: 'event', event, contains, payload, created_at }`. */
export interface RazorpayWebhookBody {
  entity: 'event';
  account_id?: string;
  event: string;
  contains: string[];
  payload: {
    payment_link?: { entity: RazorpayPaymentLink };
    payment?: { entity: RazorpayPaymentEntity };
    order?: { entity: Record<string, unknown> };
  };
  created_at: number;
}
