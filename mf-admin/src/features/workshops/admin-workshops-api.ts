import { api, type Workshop } from '@mitti/shared';
import type { WorkshopBookings, WorkshopDateInput, WorkshopHindiInput } from '@mitti/shared/contracts';

export type { WorkshopBookings, WorkshopDateInput, WorkshopHindiInput };

const classTags = (id: string) => [
  { type: 'Workshop' as const, id: 'LIST' },
  { type: 'Workshop' as const, id },
];

export const adminWorkshopsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The public calendar has every class with its seats; `no-cache` + ETag keep it current.
    getAdminWorkshops: build.query<Workshop[], void>({
      query: () => ({ path: '/workshops' }),
      providesTags: [{ type: 'Workshop', id: 'LIST' }],
    }),
    getWorkshopBookings: build.query<WorkshopBookings, string>({
      query: (id) => ({ path: `/api/admin/workshops/${encodeURIComponent(id)}/bookings`, requireAuth: true }),
      providesTags: (_result, _error, id) => [{ type: 'Workshop', id }],
    }),
    // The shop's own queries of the class and the calendar refetch: /workshops shows the change at once.
    setWorkshopSeats: build.mutation<Workshop, { id: string; slotsTotal: number }>({
      query: ({ id, slotsTotal }) => ({
        path: `/api/admin/workshops/${encodeURIComponent(id)}/seats`,
        method: 'PUT',
        body: { slotsTotal },
        requireAuth: true,
      }),
      invalidatesTags: (_result, _error, { id }) => classTags(id),
    }),
    // The class's Hindi name and description (decision 112): the Hindi workshops pages show them at once.
    setWorkshopHindi: build.mutation<Workshop, { id: string; input: WorkshopHindiInput }>({
      query: ({ id, input }) => ({
        path: `/api/admin/workshops/${encodeURIComponent(id)}/hindi`,
        method: 'PUT',
        body: input,
        requireAuth: true,
      }),
      invalidatesTags: (_result, _error, { id }) => classTags(id),
    }),
    addWorkshopDate: build.mutation<Workshop, { id: string; input: WorkshopDateInput }>({
      query: ({ id, input }) => ({
        path: `/api/admin/workshops/${encodeURIComponent(id)}/dates`,
        method: 'POST',
        body: input,
        requireAuth: true,
      }),
      invalidatesTags: (_result, _error, { id }) => classTags(id),
    }),
  }),
});

export const {
  useGetAdminWorkshopsQuery,
  useGetWorkshopBookingsQuery,
  useSetWorkshopSeatsMutation,
  useSetWorkshopHindiMutation,
  useAddWorkshopDateMutation,
} = adminWorkshopsApi;
