import { api, type Workshop } from '@mitti/shared';

/** GET /workshops/{id}: one workshop, with the seats left right now. */
export const getWorkshopApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWorkshop: build.query<Workshop, string>({
      query: (id) => `/workshops/${encodeURIComponent(id)}`,
      providesTags: (_workshop, _error, id) => [{ type: 'Workshop' as const, id }],
    }),
  }),
});

export const { useGetWorkshopQuery } = getWorkshopApi;
