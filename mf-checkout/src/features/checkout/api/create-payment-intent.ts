import { api, type PaymentRequest, type ShippingAddress } from '@mitti/shared';
import { ORDER_TIMEOUT_MS } from '../../cart/api/create-order';
import type { PaymentLinkResponse } from './payment-link-response';

export interface PaymentIntentBody {
  orderData: {
    userId: string;
    userEmail: string;
    userName: string;
    /** `price`: what the shopper was shown and confirmed; the server refuses the order if it is not its own. */
    items: { id: string; name: string; price: number; quantity: number; type: 'product' | 'workshop' }[];
    /** The total the shopper was shown; the server refuses the order if its own differs (decision 038). */
    totalAmount: number;
    orderStatus: 'pending';
    paymentMethod: string;
    paymentStatus: 'pending';
    /** Products only: where they are delivered (India). */
    shippingAddress?: ShippingAddress;
    /** Products only: standard, express or same-day (the server checks it against the PIN code). */
    shippingOption?: 'standard' | 'express' | 'same-day';
    /** Workshops only: the +91 mobile the studio reaches the shopper on. */
    contactPhone?: string;
    orderType?: 'product' | 'workshop';
    /** The shopper's order awaiting payment that this one replaces (placed again from the same cart). */
    replacesOrderId?: string;
  };
  paymentData: Omit<PaymentRequest, 'orderId'>;
}

/** POST /api/payment/create-intent: the order and its payment link in one call. */
export const createPaymentIntentApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPaymentIntent: build.mutation<PaymentLinkResponse, PaymentIntentBody>({
      query: (body) => ({
        path: '/api/payment/create-intent',
        method: 'POST',
        body,
        requireAuth: true,
        timeoutMs: ORDER_TIMEOUT_MS,
      }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useCreatePaymentIntentMutation } = createPaymentIntentApi;
