import { api } from '@mitti/shared';
import type { ContactMessage, MessagePage } from '@mitti/shared/contracts';

/** A contact form message and a page of them: the API's contract. */
export type { ContactMessage, MessagePage };

export const adminMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminMessages: build.query<MessagePage, void>({
      query: () => ({ path: '/api/admin/messages', requireAuth: true }),
      providesTags: [{ type: 'Document', id: 'ADMIN_MESSAGES' }],
    }),
    markMessageHandled: build.mutation<ContactMessage, string>({
      query: (id) => ({
        path: `/api/admin/messages/${encodeURIComponent(id)}/handled`,
        method: 'POST',
        requireAuth: true,
      }),
      invalidatesTags: [{ type: 'Document', id: 'ADMIN_MESSAGES' }],
    }),
  }),
});

export const { useGetAdminMessagesQuery, useMarkMessageHandledMutation } = adminMessagesApi;
