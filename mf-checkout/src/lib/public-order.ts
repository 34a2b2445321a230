import { api, type PublicOrder } from '@mitti/shared';

/** What GET /api/orders/public/{id} returns, only what the confirmation page shows: the API's contract. */
export type { PublicOrder };

export const publicOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicOrder: build.query<PublicOrder, string>({
      query: (orderId) => `/api/orders/public/${encodeURIComponent(orderId)}`,
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
  }),
});

export const { useGetPublicOrderQuery } = publicOrderApi;
