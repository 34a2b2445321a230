import { api } from '@mitti/shared';
import type { MailOutbox, UndeliveredMail } from '@mitti/shared/contracts';

/** The shop's undelivered mail and the queue's length: the API's contract. */
export type { MailOutbox, UndeliveredMail };

export const adminMailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMailOutbox: build.query<MailOutbox, void>({
      query: () => ({ path: '/api/admin/mail', requireAuth: true }),
      providesTags: [{ type: 'Document', id: 'ADMIN_MAIL' }],
    }),
    retryMail: build.mutation<{ id: string; status: 'queued' }, string>({
      query: (id) => ({ path: `/api/admin/mail/${encodeURIComponent(id)}/retry`, method: 'POST', requireAuth: true }),
      invalidatesTags: [{ type: 'Document', id: 'ADMIN_MAIL' }],
    }),
  }),
});

export const { useGetMailOutboxQuery, useRetryMailMutation } = adminMailApi;
