import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient, type AdminReview } from '@mitti/shared';
import {
  renderWithProviders,
  signedInAuth,
  testApiForEachTest,
  type TestApiHandler,
} from '../../../../shared/test/render-with-providers';
import ReviewsPage from './reviews-page';

const server = testApiForEachTest();
const apiMock = jest.fn<TestApiHandler>();

const review = (overrides: Partial<AdminReview>): AdminReview => ({
  id: 'r-1',
  productId: 'kulhad-chai-cups',
  productName: 'Kulhad Chai Cups (Set of 6)',
  reviewer: 'Vikram N.',
  email: 'vikram@example.in',
  orderNumber: 'MS-2026-000042',
  rating: 5,
  title: 'Tastes like station chai',
  text: 'That earthy smell with the first sip.',
  status: 'pending',
  writtenAt: '2026-11-20T10:00:00Z',
  moderatedAt: null,
  ...overrides,
});

/** The owner's API with two reviews; a PATCH changes one, as the server would. */
function answerWith(reviews: AdminReview[]) {
  apiMock.mockImplementation(async (request) => {
    if (request.method === 'PATCH') {
      const id = request.path.split('/').pop();
      const { status } = JSON.parse(request.body) as { status: AdminReview['status'] };
      const index = reviews.findIndex((r) => r.id === id);
      reviews[index] = { ...reviews[index]!, status, moderatedAt: '2026-11-21T09:00:00Z' };
      return Response.json(reviews[index]);
    }
    const status = new URL(request.path, 'http://x').searchParams.get('status');
    const shown = reviews.filter((r) => !status || r.status === status);
    return Response.json({
      reviews: shown,
      total: shown.length,
      pending: reviews.filter((r) => r.status === 'pending').length,
      page: 1,
      pageSize: 50,
    });
  });
}

const requests = () => apiMock.mock.calls.map(([request]) => request);

describe('the owner’s reviews', () => {
  beforeEach(() => {
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => 'owner-token' });
  });

  it('lists reviews with who wrote them and from which order, and approves or hides one', async () => {
    answerWith([
      review({}),
      review({
        id: 'r-2',
        reviewer: 'Sneha J.',
        rating: 2,
        title: null,
        text: 'Smaller than I thought.',
        status: 'approved',
        productName: 'Hand-Painted Diyas (Set of 6)',
      }),
    ]);
    renderWithProviders(<ReviewsPage />, { preloadedState: signedInAuth(), route: '/admin/reviews' });
    const waiting = await screen.findByRole('article', { name: 'Review of Kulhad Chai Cups (Set of 6) by Vikram N.' });
    expect(waiting).toHaveTextContent('5 of 5 stars');
    expect(waiting).toHaveTextContent('Waiting for approval');
    expect(waiting).toHaveTextContent('Tastes like station chai');
    expect(waiting).toHaveTextContent('Order MS-2026-000042');
    expect(within(waiting).getByRole('link', { name: 'vikram@example.in' })).toHaveAttribute(
      'href',
      'mailto:vikram@example.in',
    );
    expect(screen.getByText('1 waiting for approval.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/admin/reviews');

    await userEvent.click(within(waiting).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('0 waiting for approval.', { exact: false })).toBeInTheDocument();
    const approved = screen.getByRole('article', { name: 'Review of Kulhad Chai Cups (Set of 6) by Vikram N.' });
    expect(approved).toHaveTextContent('Approved');
    expect(within(approved).queryByRole('button', { name: 'Approve' })).toBeNull();

    const diyas = screen.getByRole('article', { name: 'Review of Hand-Painted Diyas (Set of 6) by Sneha J.' });
    await userEvent.click(within(diyas).getByRole('button', { name: 'Hide' }));
    expect(
      await within(
        await screen.findByRole('article', { name: 'Review of Hand-Painted Diyas (Set of 6) by Sneha J.' }),
      ).findByText('Hidden'),
    ).toBeInTheDocument();

    const patches = requests().filter((request) => request.method === 'PATCH');
    expect(patches.map((request) => [request.path, JSON.parse(request.body)])).toEqual([
      ['/api/admin/reviews/r-1', { status: 'approved' }],
      ['/api/admin/reviews/r-2', { status: 'hidden' }],
    ]);
    expect(patches[0]?.headers.authorization).toBe('Bearer owner-token');
  }, 15_000);

  it('shows only the reviews of the chosen standing', async () => {
    answerWith([review({}), review({ id: 'r-2', reviewer: 'Sneha J.', status: 'hidden' })]);
    renderWithProviders(<ReviewsPage />, { preloadedState: signedInAuth(), route: '/admin/reviews' });
    await screen.findAllByRole('article');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Hidden');
    await waitFor(() => expect(screen.queryByRole('article', { name: /by Vikram N\./ })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: /by Sneha J\./ })).toBeInTheDocument();
    expect(requests().at(-1)?.path).toBe('/api/admin/reviews?status=hidden');
  }, 15_000);

  it('says what the API said when the reviews cannot be read', async () => {
    apiMock.mockResolvedValue(
      Response.json({ error: 'This action needs an administrator account.', statusCode: 403 }, { status: 403 }),
    );
    renderWithProviders(<ReviewsPage />, { preloadedState: signedInAuth(), route: '/admin/reviews' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This action needs an administrator account.');
  }, 15_000);
});
