import { api, type Order, type UserOrders } from '@mitti/shared';

/** SPEC section 9: the orders request gives up after 15 seconds. */
export const ORDERS_TIMEOUT_MS = 15_000;

/** An order as the account pages read it; refunds appear once a cancellation has been priced. */
export type AccountOrder = Order & {
  refundAmount?: number | null;
  refundPercent?: number | null;
  cancelReason?: string | null;
};

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserOrders: build.query<AccountOrder[], string>({
      query: (uid) => ({
        path: `/api/orders/user/${encodeURIComponent(uid)}`,
        timeoutMs: ORDERS_TIMEOUT_MS,
        requireAuth: true,
      }),
      transformResponse: (response: UserOrders): AccountOrder[] => response.orders,
      providesTags: (orders = []) => [
        { type: 'Order' as const, id: 'LIST' },
        ...orders.map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
    cancelOrder: build.mutation<Order, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        path: `/api/orders/${encodeURIComponent(id)}/cancel`,
        method: 'PATCH',
        body: { reason },
        requireAuth: true,
      }),
      // A 409 means the order moved on (e.g. it shipped): refresh it; other failures changed nothing.
      invalidatesTags: (_result, error, { id }) =>
        error && error.status !== 409
          ? []
          : [
              { type: 'Order', id },
              { type: 'Order', id: 'LIST' },
            ],
    }),
  }),
});

export const { useGetUserOrdersQuery, useCancelOrderMutation } = ordersApi;
