import { api, type PaymentLinkResponse, type PaymentRequest } from '@mitti/shared';
import { ORDER_TIMEOUT_MS } from '../../../lib/order-timeout';

/** POST /api/payment/create: a payment link for an existing unpaid order (Retry Payment). */
export const createPaymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPayment: build.mutation<PaymentLinkResponse, PaymentRequest>({
      query: (body) => ({
        path: '/api/payment/create',
        method: 'POST',
        body,
        requireAuth: true,
        timeoutMs: ORDER_TIMEOUT_MS,
      }),
    }),
  }),
});

export const { useCreatePaymentMutation } = createPaymentApi;
