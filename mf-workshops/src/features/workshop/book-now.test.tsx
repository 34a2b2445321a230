import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { signedIn, signedOut } from '@mitti/shared';
import userEvent from '@testing-library/user-event';
import { renderWorkshops, SHOPPER, stubWorkshopsApi } from '../../test/render-workshops';
import { sampleCalendar } from '../../test/workshops';
import WorkshopPage from './workshop-page';

async function openWorkshop(id: string, signedInAs: boolean | 'checking') {
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
    expect(await screen.findByText('Please sign in to book a workshop')).toBeInTheDocument();
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

  it("is a form to the class's booking, which the browser follows before the app runs", async () => {
    stubWorkshopsApi({ workshops: sampleCalendar() });
    await openWorkshop('wheel-throwing-for-beginners', true);
    const form = screen.getByRole('button', { name: 'Book Now' }).closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/checkout');
    expect(form).toHaveFormValues({ workshop: 'wheel-throwing-for-beginners' });
  });

  it('continues to /checkout with the workshop and orders nothing: the seat is held from Place Order', async () => {
    const fetchMock = stubWorkshopsApi({ workshops: sampleCalendar() });
    await openWorkshop('wheel-throwing-for-beginners', true);
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout?workshop=wheel-throwing-for-beginners'),
    );
    expect(locationState()).toEqual({
      workshop: expect.objectContaining({ id: 'wheel-throwing-for-beginners', name: 'Wheel Throwing for Beginners' }),
    });
    // Issue 33: looking at the booking, or tapping Book Now twice, takes no seat and makes no order.
    expect(orderCalls(fetchMock)).toHaveLength(0);
    expect(fetchMock.mock.calls.every(([request]) => request.method === 'GET')).toBe(true);
  });

  it('keeps a tap made while the sign-in check runs, and books once it finds the shopper signed in', async () => {
    stubWorkshopsApi({ workshops: sampleCalendar() });
    const { store } = await openWorkshop('wheel-throwing-for-beginners', 'checking');
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/workshop/wheel-throwing-for-beginners');
    expect(screen.queryByText('Please sign in to book a workshop')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(signedIn(SHOPPER));
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout?workshop=wheel-throwing-for-beginners'),
    );
    expect(screen.queryByText('Please sign in to book a workshop')).not.toBeInTheDocument();
  });

  it('sends a tap made while the check runs to /login once the check finds the visitor signed out', async () => {
    stubWorkshopsApi({ workshops: sampleCalendar() });
    const { store } = await openWorkshop('wheel-throwing-for-beginners', 'checking');
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    act(() => {
      store.dispatch(signedOut());
    });
    expect(await screen.findByText('Please sign in to book a workshop')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
