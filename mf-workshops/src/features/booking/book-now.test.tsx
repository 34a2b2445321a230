import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWorkshops, stubWorkshopsApi } from '../../test/render-workshops';
import { sampleCalendar } from '../../test/workshops';
import WorkshopPage from '../workshop/workshop-page';

async function openWorkshop(id: string, signedInAs: boolean) {
  const view = renderWorkshops(<WorkshopPage />, { path: `/workshop/${id}`, route: '/workshop/:id', signedInAs });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const orderCalls = (fetchMock: ReturnType<typeof stubWorkshopsApi>) =>
  fetchMock.mock.calls.filter(([request]) => request.path === '/api/orders' && request.method === 'POST');

const locationState = () => JSON.parse(screen.getByTestId('location-state').textContent ?? 'null');

describe('Book Now', () => {
  it('asks a signed-out visitor to log in and sends them to /login, remembering the workshop', async () => {
    const fetchMock = stubWorkshopsApi({ workshops: sampleCalendar() });
    await openWorkshop('wheel-throwing-for-beginners', false);
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Please login to book a workshop')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(locationState()).toMatchObject({ from: { pathname: '/workshop/wheel-throwing-for-beginners' } });
    expect(orderCalls(fetchMock)).toHaveLength(0);
  });

  it('offers no active Book Now for a fully booked workshop', async () => {
    const fetchMock = stubWorkshopsApi({ workshops: sampleCalendar() });
    await openWorkshop('glazing-masterclass', true);
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    const full = screen.getByRole('button', { name: 'Fully booked' });
    expect(full).toBeDisabled();
    await userEvent.click(full);
    expect(screen.getByTestId('location')).toHaveTextContent('/workshop/glazing-masterclass');
    expect(orderCalls(fetchMock)).toHaveLength(0);
  });

  it('orders one seat and continues to /checkout with the workshop and the order', async () => {
    const order = {
      id: 'order-42',
      orderNumber: 'MS-0042',
      orderType: 'workshop',
      totalAmount: 2500,
      items: [{ id: 'wheel-throwing-for-beginners', name: 'Wheel Throwing for Beginners', price: 2500, quantity: 1 }],
    };
    const fetchMock = stubWorkshopsApi({ workshops: sampleCalendar(), order: { status: 201, body: order } });
    await openWorkshop('wheel-throwing-for-beginners', true);
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));

    const [call] = orderCalls(fetchMock);
    const [request] = call ?? [];
    expect(request?.headers.authorization).toBe('Bearer test-token');
    expect(request?.headers['idempotency-key']).toMatch(/^mitti-/);
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      items: [{ id: 'wheel-throwing-for-beginners', quantity: 1, type: 'workshop' }],
      orderType: 'workshop',
      userId: 'u1',
      notes: expect.stringContaining('Wheel Throwing for Beginners'),
    });
    expect(locationState()).toMatchObject({
      workshop: { id: 'wheel-throwing-for-beginners', name: 'Wheel Throwing for Beginners', price: 2500 },
      order: { id: 'order-42' },
    });
  });

  it('reports the server reason when the booking is refused', async () => {
    stubWorkshopsApi({
      workshops: sampleCalendar(),
      order: { status: 400, body: { error: 'Wheel Throwing for Beginners is fully booked', statusCode: 400 } },
    });
    await openWorkshop('wheel-throwing-for-beginners', true);
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(
      await screen.findByText('Failed to book workshop: Wheel Throwing for Beginners is fully booked'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/workshop/wheel-throwing-for-beginners');
  });

  it('says the response is invalid when the server sends no order', async () => {
    stubWorkshopsApi({ workshops: sampleCalendar(), order: { status: 201, body: { ok: true } } });
    await openWorkshop('wheel-throwing-for-beginners', true);
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Invalid response from server.')).toBeInTheDocument();
  });

  it('asks to sign in again when no identity token is available', async () => {
    const fetchMock = stubWorkshopsApi({ workshops: sampleCalendar(), token: null });
    await openWorkshop('wheel-throwing-for-beginners', true);
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Authentication token not available. Please sign in again.')).toBeInTheDocument();
    expect(orderCalls(fetchMock)).toHaveLength(0);
  });
});
