import { api } from '@mitti/shared';
import type { RumSummary, SummaryWindow } from '@mitti/shared/contracts';

export type { RumSummary, SummaryWindow };

export const performanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRumSummary: build.query<RumSummary, { window: SummaryWindow; route?: string }>({
      query: ({ window, route }) => ({
        path: `/api/admin/rum?${new URLSearchParams({ window, ...(route ? { route } : {}) }).toString()}`,
        requireAuth: true,
      }),
    }),
  }),
});

export const { useGetRumSummaryQuery } = performanceApi;
