import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { createAppStore, MemoryRouter, Provider, Route, Routes } from '@mitti/shared';
import { signedInAuth } from '../../../../shared/test/render-with-providers';
import { AWAITING_PAYMENT_KEY } from '../awaiting-payment/awaiting-storage';
import CheckoutPage from './checkout-page';
import { checkoutApi, json } from '../../test/checkout-test-kit';

const { apiMock, shop } = checkoutApi();

describe('CheckoutPage, booking a class (Book Now)', () => {
  function renderBooking(state: object | null, search = '') {
    const store = createAppStore(signedInAuth());
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[{ pathname: '/checkout', search, state }]}>
          <Routes>
            <Route path="/checkout" element={<CheckoutPage />} />
            <Route path="/payment/redirect" element={<p>Page /payment/redirect</p>} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
  }
  const workshop = { id: 'wheel', name: 'Wheel Throwing', price: 2500, imageUrl: '' };

  it('says Workshop Booking when arriving with workshop state, asking for contact details only', () => {
    renderBooking({ workshop });
    expect(screen.getByRole('heading', { level: 1, name: 'Workshop Booking' })).toBeInTheDocument();
    expect(screen.getByText('Wheel Throwing').parentElement).toHaveTextContent('Wheel Throwing × 1');
    expect(screen.getByLabelText('Phone')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Shipping Information' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('PIN Code')).not.toBeInTheDocument();
    expect(screen.queryByText('Shipping')).not.toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs. 2,500/-');
  });

  it('opens the class its URL names as the shop sells it now: Book Now before the app ran, or a reload', async () => {
    renderBooking(null, '?workshop=wheel');
    expect(screen.getByRole('heading', { level: 1, name: 'Workshop Booking' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading workshop...');
    expect((await screen.findByText('Wheel Throwing')).parentElement).toHaveTextContent('Wheel Throwing × 1');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs. 2,500/-');
    expect(screen.getByLabelText('Phone')).toBeInTheDocument();
    expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
    expect(screen.queryByTestId('price-changes')).not.toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
  });

  it('says so when the class its URL names is not one the shop has, and offers the workshops', async () => {
    apiMock.mockResolvedValue(json(404, { error: 'Workshop not found', statusCode: 404 }));
    renderBooking(null, '?workshop=no-such-class');
    expect(await screen.findByRole('alert')).toHaveTextContent('Workshop not found');
    expect(screen.getByRole('link', { name: 'Back to Workshops' })).toHaveAttribute('href', '/workshops');
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
  });

  it('needs a valid Indian mobile to book a class', async () => {
    renderBooking({ workshop });
    await userEvent.type(screen.getByLabelText('First Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Rao');
    await userEvent.type(screen.getByLabelText('Phone'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByText('Enter a valid Indian mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('books the class at Place Order: the seat is held from then, at the price shown, with the mobile', async () => {
    apiMock.mockResolvedValue(
      json(201, { success: true, message: 'ok', paymentLink: 'http://pay.test/p/9', orderId: 'b-1', amount: 2500 }),
    );
    renderBooking({ workshop });
    expect(screen.getByText('Place Order holds your seat for 30 minutes while you pay.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Rao');
    await userEvent.type(screen.getByLabelText('Phone'), '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByText('Page /payment/redirect')).toBeInTheDocument());
    expect(apiMock).toHaveBeenCalledTimes(1);
    expect(apiMock.mock.calls[0]?.[0].path).toBe('/api/payment/create-intent');
    expect(JSON.parse(apiMock.mock.calls[0]![0].body).orderData).toMatchObject({
      items: [{ id: 'wheel', quantity: 1, type: 'workshop', price: 2500 }],
      totalAmount: 2500,
      contactPhone: '+919876543210',
    });
    expect(JSON.parse(sessionStorage.getItem(AWAITING_PAYMENT_KEY) ?? '{}')).toMatchObject({
      placedFrom: 'workshop:wheel',
    });
  });

  it('says a class’s new price before booking, and the server’s refusal as a failed booking', async () => {
    shop.classNow = { ...shop.classNow, price: 2800 };
    apiMock.mockResolvedValue(json(409, { error: 'Wheel Throwing has no seats left for the quantity requested.' }));
    renderBooking({ workshop });
    expect(await screen.findByTestId('price-changes')).toHaveTextContent(
      'The price of Wheel Throwing changed from Rs. 2,500 to Rs. 2,800.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept the new price' }));
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs. 2,800/-');
    await userEvent.type(screen.getByLabelText('First Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Rao');
    await userEvent.type(screen.getByLabelText('Phone'), '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to book workshop: Wheel Throwing has no seats left for the quantity requested.',
    );
  });
});
