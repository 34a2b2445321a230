import { api, type Order, type OrderRequest } from '@mitti/shared';

/** SPEC section 9: order requests give up after 15 seconds. */
export const ORDER_TIMEOUT_MS = 15_000;

/** POST /api/orders: quick orders (cash on delivery). The server prices the order itself. */
export const createOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOrder: build.mutation<Order, OrderRequest>({
      query: (body) => ({ path: '/api/orders', method: 'POST', body, requireAuth: true, timeoutMs: ORDER_TIMEOUT_MS }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useCreateOrderMutation } = createOrderApi;
