import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient } from '@mitti/shared';
import {
  renderWithProviders,
  signedInAuth,
  testApiForEachTest,
  type TestApiHandler,
} from '../../../../shared/test/render-with-providers';
import MessagesPage from './messages-page';
import type { ContactMessage } from './admin-messages-api';

const server = testApiForEachTest();
const apiMock = jest.fn<TestApiHandler>();

const message: ContactMessage = {
  id: 'm-1',
  name: 'Asha',
  email: 'asha@example.in',
  phone: null,
  message: 'Do you ship to Goa?',
  createdAt: '2026-11-20T10:00:00Z',
  handledAt: null,
};

describe('the owner’s messages', () => {
  beforeEach(() => {
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => 'owner-token' });
  });

  it('lists messages and marks one handled, which then shows when', async () => {
    let handledAt: string | null = null;
    apiMock.mockImplementation(async (request) => {
      if (request.method === 'POST') {
        handledAt = '2026-11-21T09:00:00Z';
        return Response.json({ ...message, handledAt });
      }
      return Response.json({
        messages: [{ ...message, handledAt }],
        total: 1,
        open: handledAt ? 0 : 1,
        page: 1,
        pageSize: 50,
      });
    });
    renderWithProviders(<MessagesPage />, { preloadedState: signedInAuth(), route: '/admin/messages' });
    const card = await screen.findByRole('article', { name: 'Message from Asha' });
    expect(card).toHaveTextContent('Do you ship to Goa?');
    expect(screen.getByText('1 open of 1.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('0 open of 1.')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Message from Asha' })).queryByRole('button')).toBeNull();
    const post = apiMock.mock.calls.map(([request]) => request).find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/admin/messages/m-1/handled');
    expect(post?.headers.authorization).toBe('Bearer owner-token');
    // The first render of a file loads the page's modules: slow on a busy machine.
  }, 15_000);
});
