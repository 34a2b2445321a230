import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient, notify } from '@mitti/shared';
import {
  renderWithProviders,
  signedInAuth,
  testApiForEachTest,
  type TestApiHandler,
} from '../../../../shared/test/render-with-providers';
import MailPage from './mail-page';
import type { UndeliveredMail } from './admin-mail-api';

const server = testApiForEachTest();
const apiMock = jest.fn<TestApiHandler>();

const undelivered: UndeliveredMail = {
  id: 'mail-1',
  label: 'Order confirmation',
  subject: 'Your Mitti Studio order MS-2026-000042 is confirmed',
  recipient: 'asha@example.in',
  attempts: 11,
  lastError: 'EENVELOPE 550: 5.1.1 <address>: Recipient address rejected',
  createdAt: '2026-11-20T10:00:00Z',
  failedAt: '2026-11-20T11:30:00Z',
};

describe('the owner’s e-mail page', () => {
  beforeEach(() => {
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => 'owner-token' });
  });

  it('lists what could not be sent, with why, and Retry puts it back in the queue', async () => {
    let retried = false;
    apiMock.mockImplementation(async (request) => {
      if (request.method === 'POST') {
        retried = true;
        return Response.json({ id: 'mail-1', status: 'queued' });
      }
      return Response.json(retried ? { undelivered: [], waiting: 1 } : { undelivered: [undelivered], waiting: 0 });
    });
    renderWithProviders(<MailPage />, { preloadedState: signedInAuth(), route: '/admin/email' });
    const card = await screen.findByRole('article', { name: 'Order confirmation to asha@example.in' });
    expect(card).toHaveTextContent('Your Mitti Studio order MS-2026-000042 is confirmed');
    expect(card).toHaveTextContent('after 11 attempts');
    expect(card).toHaveTextContent('Recipient address rejected');
    expect(screen.getByText(/1 could not be sent/)).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Every message has been sent\. 1 waiting to be sent\./)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    const post = apiMock.mock.calls.map(([request]) => request).find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/admin/mail/mail-1/retry');
    expect(post?.headers.authorization).toBe('Bearer owner-token');
    // The first render of a file loads the page's modules: slow on a busy machine.
  }, 15_000);

  it('says what the server answered when Retry is refused, and keeps the message listed', async () => {
    apiMock.mockImplementation(async (request) =>
      request.method === 'POST'
        ? Response.json({ error: 'This message is already queued.', statusCode: 409 }, { status: 409 })
        : Response.json({ undelivered: [undelivered], waiting: 0 }),
    );
    const toast = jest.spyOn(notify, 'error');
    renderWithProviders(<MailPage />, { preloadedState: signedInAuth(), route: '/admin/email' });
    const card = await screen.findByRole('article', { name: 'Order confirmation to asha@example.in' });
    await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('This message is already queued.'));
    expect(screen.getByRole('article', { name: 'Order confirmation to asha@example.in' })).toBeInTheDocument();
    toast.mockRestore();
  }, 15_000);
});
