import { api, type PaymentVerification } from '@mitti/shared';

/** GET /api/payment/status/{orderId}: the success page's verification. */
export const paymentStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPaymentStatus: build.query<PaymentVerification | undefined, string>({
      query: (orderId) => `/api/payment/status/${encodeURIComponent(orderId)}`,
    }),
  }),
});

export const { useGetPaymentStatusQuery } = paymentStatusApi;
