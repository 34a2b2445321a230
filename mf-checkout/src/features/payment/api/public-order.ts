import { api, type ShippingAddress, type Timestamp, type WorkshopDetails } from '@mitti/shared';

/** What GET /api/orders/public/{id} returns: only what the confirmation page shows. */
export interface PublicOrder {
  id: string;
  orderNumber?: string;
  createdAt?: Timestamp | null;
  orderStatus?: string;
  paymentStatus?: string;
  paymentMethod?: string;
  totalAmount?: number;
  subtotal?: number;
  shipping?: number;
  shippingAddress?: ShippingAddress | null;
  failureReason?: string | null;
  items?: {
    name: string;
    quantity: number;
    type?: string;
    price?: number;
    lineTotal?: number;
    /** Workshop items: the class's instructor, date, time, place, duration and materials. */
    workshopDetails?: WorkshopDetails;
  }[];
}

export const publicOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicOrder: build.query<PublicOrder, string>({
      query: (orderId) => `/api/orders/public/${encodeURIComponent(orderId)}`,
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
  }),
});

export const { useGetPublicOrderQuery } = publicOrderApi;
