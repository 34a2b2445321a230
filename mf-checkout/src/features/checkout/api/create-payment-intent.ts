import { api, type PaymentLinkResponse } from '@mitti/shared';
import type { CreatePaymentIntentBody } from '@mitti/shared/contracts';
import { ORDER_TIMEOUT_MS } from '../../../lib/order-timeout';

/** POST /api/payment/create-intent: the order and its payment link in one call. */
export const createPaymentIntentApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPaymentIntent: build.mutation<PaymentLinkResponse, CreatePaymentIntentBody>({
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
