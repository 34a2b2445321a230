import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient, type MyReview } from '@mitti/shared';
import { REVIEW_MESSAGES } from '@mitti/shared/reviews';
import {
  renderWithProviders,
  signedInAuth,
  testApiForEachTest,
  type TestApiHandler,
} from '../../../../shared/test/render-with-providers';
import OrdersPage from './orders-page';
import type { AccountOrder } from './orders-api';

const order = (overrides: Partial<AccountOrder>): AccountOrder => ({
  id: 'o-1',
  orderNumber: 'MS-1001',
  items: [{ id: 'kulhad-chai-cups', name: 'Kulhad Chai Cups', price: 650, quantity: 1, type: 'product' }],
  subtotal: 650,
  shipping: 150,
  totalAmount: 800,
  orderStatus: 'delivered',
  createdAt: '2026-10-05T10:00:00Z',
  ...overrides,
});

/** The review part of a delivered order is its own chunk: its first load may take a while on a busy machine. */
const LAZY = { timeout: 10_000 };

const server = testApiForEachTest();
const apiMock = jest.fn<TestApiHandler>();

/** The API at the network edge: the orders, the shopper's reviews, and what a PUT of a review answers. */
function answer(orders: AccountOrder[], mine: MyReview[], onPut: (body: unknown) => Response) {
  apiMock.mockImplementation(async (request) => {
    if (request.path === '/api/reviews/mine') return Response.json({ reviews: mine });
    if (request.method === 'PUT') return onPut(JSON.parse(request.body));
    return Response.json({ orders });
  });
}

const saved = (body: { rating: number; title?: string; text: string }, status: MyReview['status'] = 'pending') => ({
  id: 'r-1',
  productId: 'kulhad-chai-cups',
  rating: body.rating,
  title: body.title ?? null,
  text: body.text,
  status,
  writtenAt: '2026-11-20T10:00:00Z',
});

const puts = () => apiMock.mock.calls.map(([request]) => request).filter((request) => request.method === 'PUT');

describe('reviewing a delivered piece from /orders', () => {
  beforeEach(() => {
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => 'token' });
  });

  it('offers a review only for pieces of delivered orders', async () => {
    answer(
      [
        order({ id: 'o-1' }),
        order({
          id: 'o-2',
          orderNumber: 'MS-1002',
          orderStatus: 'shipped',
          items: [{ id: 'mug', name: 'Latte Mug', price: 900, quantity: 1 }],
        }),
      ],
      [],
      () => Response.json({}),
    );
    renderWithProviders(<OrdersPage />, { preloadedState: signedInAuth(), route: '/orders' });
    expect(await screen.findByRole('button', { name: 'Write a review of Kulhad Chai Cups' }, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /review of Latte Mug/ })).not.toBeInTheDocument();
  }, 15_000);

  it('checks the rating and text before sending, then sends the review, which waits for approval', async () => {
    const mine: MyReview[] = [];
    answer([order({})], mine, (body) => {
      const review = saved(body as { rating: number; text: string });
      mine.push(review);
      return Response.json(review, { status: 201 });
    });
    renderWithProviders(<OrdersPage />, { preloadedState: signedInAuth(), route: '/orders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review of Kulhad Chai Cups' }, LAZY));
    const form = await screen.findByRole('form', { name: 'Review Kulhad Chai Cups' });

    await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.rating);
    await userEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(form).getByLabelText('Your review'), '  Lovely  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.textShort);
    expect(puts()).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Title (optional)'), 'Station chai at home');
    await userEvent.type(within(form).getByLabelText('Your review'), ' earthy smell with every cup of chai.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText('Your review (4 stars) is waiting for the studio’s approval.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const [put] = puts();
    expect(put?.path).toBe('/api/reviews/kulhad-chai-cups');
    expect(put?.headers.authorization).toBe('Bearer token');
    expect(JSON.parse(put!.body)).toEqual({
      rating: 4,
      title: 'Station chai at home',
      text: 'Lovely   earthy smell with every cup of chai.',
    });
  }, 15_000);

  it('shows the API’s refusal in the form and keeps what was written', async () => {
    answer([order({})], [], () =>
      Response.json({ error: REVIEW_MESSAGES.verifiedBuyersOnly, statusCode: 403 }, { status: 403 }),
    );
    renderWithProviders(<OrdersPage />, { preloadedState: signedInAuth(), route: '/orders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review of Kulhad Chai Cups' }, LAZY));
    const form = await screen.findByRole('form', { name: 'Review Kulhad Chai Cups' });
    await userEvent.click(within(form).getByRole('radio', { name: '5 stars' }));
    await userEvent.type(within(form).getByLabelText('Your review'), 'Perfect for a cutting chai.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.verifiedBuyersOnly);
    expect(within(form).getByLabelText('Your review')).toHaveValue('Perfect for a cutting chai.');
  }, 15_000);

  it('shows a published review and edits it, which sends it back for approval', async () => {
    const mine: MyReview[] = [saved({ rating: 5, title: 'Lovely', text: 'Earthy smell, perfect size.' }, 'approved')];
    answer([order({})], mine, (body) => {
      mine[0] = saved(body as { rating: number; text: string });
      return Response.json(mine[0]);
    });
    renderWithProviders(<OrdersPage />, { preloadedState: signedInAuth(), route: '/orders' });
    expect(
      await screen.findByText('Your review (5 stars) is published on the product page.', {}, LAZY),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit your review of Kulhad Chai Cups' }));
    const form = await screen.findByRole('form', { name: 'Review Kulhad Chai Cups' });
    expect(within(form).getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(within(form).getByLabelText('Title (optional)')).toHaveValue('Lovely');
    await userEvent.click(within(form).getByRole('radio', { name: '3 stars' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Update review' }));
    expect(await screen.findByText('Your review (3 stars) is waiting for the studio’s approval.')).toBeInTheDocument();
  }, 15_000);
});
