import { api, type Order, type OrderRequest } from '@mitti/shared';
import { ORDER_TIMEOUT_MS } from '../../../lib/order-timeout';

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
