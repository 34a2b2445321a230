import { api } from '@mitti/shared';

/** A contact form message as the owner's API sends it. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  createdAt: string;
  handledAt: string | null;
}

export interface MessagePage {
  messages: ContactMessage[];
  total: number;
  open: number;
  page: number;
  pageSize: number;
}

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
