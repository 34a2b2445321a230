import { api, skipToken, type Workshop } from '@mitti/shared';

/** A class as the shop sells it now: its price and open seats (the booking's checkout re-reads them). */
export interface WorkshopNow {
  price: number;
  slotsAvailable: number;
  name: string;
  /** Its first photo, for the booking's summary when the booking opens from its URL alone. */
  imageUrl: string;
}

/** GET /workshops/:id, read for the price and seats of the class being booked. */
export const workshopNowApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWorkshopNow: build.query<WorkshopNow, string>({
      query: (id) => `/workshops/${encodeURIComponent(id)}`,
      transformResponse: (workshop: Workshop) => ({
        price: Number(workshop.price),
        slotsAvailable: Number(workshop.slotsAvailable),
        name: workshop.name,
        imageUrl: workshop.imageUrl,
      }),
      providesTags: (_workshop, _error, id) => [{ type: 'Workshop' as const, id }],
    }),
  }),
});

/** The class being booked, read when its checkout opens (none for a cart). */
export const useWorkshopNow = (id: string | null) =>
  workshopNowApi.useGetWorkshopNowQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
