import { api, type ServerOrderStatus } from '@mitti/shared';

/** An order as the owner's API sends it (server/src/features/orders/order-dto.ts); money in rupees. */
export interface AdminOrder {
  id: string;
  orderNumber: string;
  userId: string;
  userEmail: string | null;
  userName: string | null;
  items: { id: string; name: string; price: number; quantity: number; type: string; lineTotal: number }[];
  subtotal: number;
  shipping: number;
  totalAmount: number;
  orderStatus: string;
  paymentMethod: string;
  paymentStatus: string;
  orderType: string;
  notes: string | null;
  shippingAddress: {
    firstName?: string;
    lastName?: string;
    address?: string;
    city?: string;
    state?: string;
    zipCode?: string;
    country?: string;
    phone?: string;
  } | null;
  contactPhone: string | null;
  adminNotes: string | null;
  cancelReason: string | null;
  failureReason: string | null;
  refundAmount: number | null;
  refundPercent: number | null;
  refundedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AdminOrderPage {
  orders: AdminOrder[];
  total: number;
  page: number;
  pageSize: number;
  refundsOwed: { count: number; amount: number };
}

/** The list's filters, as they stand in the page's address (`?status=shipped&page=2`). */
export type AdminOrderFilters = Partial<Record<'status' | 'paymentStatus' | 'from' | 'to' | 'q' | 'page', string>>;

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

export const { useGetAdminOrdersQuery, useGetAdminOrderQuery, useUpdateOrderStatusMutation, useMarkRefundedMutation } =
  adminOrdersApi;
