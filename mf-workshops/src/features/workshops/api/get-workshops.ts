import { api, type Workshop } from '@mitti/shared';

/** GET /workshops: the calendar, soonest first. */
export const getWorkshopsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWorkshops: build.query<Workshop[], void>({
      query: () => '/workshops',
      providesTags: (workshops = []) => [
        { type: 'Workshop' as const, id: 'LIST' },
        ...workshops.map((w) => ({ type: 'Workshop' as const, id: w.id })),
      ],
    }),
  }),
});

export const { useGetWorkshopsQuery } = getWorkshopsApi;
