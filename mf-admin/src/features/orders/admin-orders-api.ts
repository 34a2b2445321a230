import { api } from '@mitti/shared';
import { type ServerOrderStatus } from '@mitti/shared/orders';
import type { AdminOrderPage, Order } from '@mitti/shared/contracts';

/** An order and a page of them as the owner's API sends them: the API's contract; money in rupees. */
export type AdminOrder = Order;
export type { AdminOrderPage };

/** The list's filters, as they stand in the page's address (`?status=shipped&page=2`). */
export type AdminOrderFilters = Partial<
  Record<'status' | 'paymentStatus' | 'method' | 'from' | 'to' | 'q' | 'page', string>
>;

/** The list of cash-on-delivery orders waiting for the studio's call (decision 026). */
export const COD_TO_CONFIRM: AdminOrderFilters = { status: 'pending', method: 'cod' };

export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrderPage, AdminOrderFilters>({
      query: (filters) => {
        const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => !!value) as string[][]);
        const query = params.toString();
        return { path: `/api/admin/orders${query ? `?${query}` : ''}`, requireAuth: true };
      },
      providesTags: [{ type: 'Order', id: 'ADMIN_LIST' }],
    }),
    getAdminOrder: build.query<AdminOrder, string>({
      query: (id) => ({ path: `/api/admin/orders/${encodeURIComponent(id)}`, requireAuth: true }),
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
    updateOrderStatus: build.mutation<AdminOrder, { id: string; orderStatus: ServerOrderStatus; adminNote: string }>({
      // The SPEC's status call; the server checks the transition (decision 024).
      query: ({ id, orderStatus, adminNote }) => ({
        path: `/api/orders/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body: { orderStatus, ...(adminNote.trim() ? { adminNote } : {}) },
        requireAuth: true,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Order', id },
        { type: 'Order', id: 'ADMIN_LIST' },
        { type: 'Order', id: 'LIST' },
        { type: 'Product', id: 'LIST' },
      ],
    }),
    confirmCod: build.mutation<AdminOrder, string>({
      // The studio reached the shopper and agreed the delivery: the order is confirmed (decision 026).
      query: (id) => ({ path: `/api/orders/${encodeURIComponent(id)}/confirm-cod`, method: 'POST', requireAuth: true }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Order', id },
        { type: 'Order', id: 'ADMIN_LIST' },
        { type: 'Order', id: 'LIST' },
      ],
    }),
    markRefunded: build.mutation<AdminOrder, { id: string; note: string }>({
      query: ({ id, note }) => ({
        path: `/api/admin/orders/${encodeURIComponent(id)}/refunded`,
        method: 'POST',
        body: note.trim() ? { note } : {},
        requireAuth: true,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Order', id },
        { type: 'Order', id: 'ADMIN_LIST' },
        { type: 'Order', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useUpdateOrderStatusMutation,
  useConfirmCodMutation,
  useMarkRefundedMutation,
} = adminOrdersApi;
