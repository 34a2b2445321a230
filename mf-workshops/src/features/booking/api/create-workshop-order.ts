import { api, type Order, type OrderRequest } from '@mitti/shared';

/** SPEC section 9: orders calls give up after 15 s. */
export const ORDER_TIMEOUT_MS = 15_000;

/** The API's OrderRequest (it reads the items, notes and payment method) and the SPEC's user fields. */
export type WorkshopOrderRequest = OrderRequest & {
  items: [{ id: string; quantity: 1; type: 'workshop' }];
  orderType: 'workshop';
  /** Paid online at checkout; the server holds the seat while the shopper pays. */
  paymentMethod: 'pending';
  notes: string;
  userId: string;
  userEmail: string | null;
  userName: string | null;
};

/**
 * POST /api/orders for one workshop seat. Only the id, quantity and type matter: the server prices the seat,
 * fills `workshopDetails` on the item and takes the seat in the same transaction, so it never overbooks.
 */
export const createWorkshopOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    createWorkshopOrder: build.mutation<Order, WorkshopOrderRequest>({
      query: (body) => ({ path: '/api/orders', method: 'POST', body, timeoutMs: ORDER_TIMEOUT_MS, requireAuth: true }),
      invalidatesTags: (_order, _error, body) => [
        { type: 'Order' as const },
        { type: 'Workshop' as const, id: 'LIST' },
        { type: 'Workshop' as const, id: body.items[0].id },
      ],
    }),
  }),
});

export const { useCreateWorkshopOrderMutation } = createWorkshopOrderApi;
