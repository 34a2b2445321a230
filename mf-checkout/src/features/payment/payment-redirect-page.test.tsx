import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { configureApiClient } from '@mitti/shared';
import { renderWithProviders, signedInAuth } from '../../../../shared/test/render-with-providers';
import { browserLocation } from './lib/browser-location';
import { PAYMENT_INFO_KEY } from '../awaiting-payment/stored-payment-info';
import { AWAITING_PAYMENT_KEY } from '../awaiting-payment/awaiting-storage';
import { PLACED_ELSEWHERE } from '../awaiting-payment/use-pay-order';
import PaymentRedirectPage from './payment-redirect-page';
import { json, orderId, paymentTestApi, publicOrder } from '../../test/payment-test-kit';

const { server, apiMock } = paymentTestApi();

describe('the redirect page', () => {
  it('redirect page needs stored info', () => {
    renderWithProviders(<PaymentRedirectPage />, { route: '/payment/redirect' });
    expect(screen.getByRole('alert')).toHaveTextContent('No payment information found. Please return to checkout.');
  });

  it('redirect page refuses invalid stored info', () => {
    sessionStorage.setItem(
      PAYMENT_INFO_KEY,
      JSON.stringify({ orderId: 'o', amount: 10, paymentLink: 'javascript:alert(1)' }),
    );
    renderWithProviders(<PaymentRedirectPage />, { route: '/payment/redirect' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid payment information. Please return to checkout.');
  });

  it('redirect page counts down from 5 and goes to the payment link', async () => {
    jest.useFakeTimers();
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    sessionStorage.setItem(
      PAYMENT_INFO_KEY,
      JSON.stringify({ orderId, amount: 1449.5, paymentLink: 'http://pay.test/p/1' }),
    );
    renderWithProviders(<PaymentRedirectPage />, { route: '/payment/redirect' });
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,449.50/-')).toBeInTheDocument();
    // Without the order number stored, the id stands in (older tabs); with it, see below.
    expect(screen.getByText(orderId)).toBeInTheDocument();
    for (let i = 0; i < 5; i += 1) await act(async () => jest.advanceTimersByTime(1000));
    expect(assign).toHaveBeenCalledWith('http://pay.test/p/1');
    expect(sessionStorage.getItem(PAYMENT_INFO_KEY)).toBeNull();
  });

  it('redirect page: Return to Checkout clears the info', async () => {
    sessionStorage.setItem(
      PAYMENT_INFO_KEY,
      JSON.stringify({ orderId, amount: 10, paymentLink: 'http://pay.test/p/1' }),
    );
    renderWithProviders(<PaymentRedirectPage />, { route: '/payment/redirect', otherRoutes: ['/checkout'] });
    await userEvent.click(screen.getByRole('button', { name: 'Return to Checkout' }));
    await waitFor(() => expect(screen.getByText('Page /checkout')).toBeInTheDocument());
    expect(sessionStorage.getItem(PAYMENT_INFO_KEY)).toBeNull();
  });

  it('redirect page names the order by its number and says until when its pieces are held', () => {
    sessionStorage.setItem(
      PAYMENT_INFO_KEY,
      JSON.stringify({
        orderId,
        orderNumber: 'MS-2026-000036',
        amount: 1449.5,
        paymentLink: 'http://pay.test/p/1',
        heldUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
      }),
    );
    renderWithProviders(<PaymentRedirectPage />, { route: '/payment/redirect' });
    expect(screen.getByText('Order Number').nextSibling).toHaveTextContent('MS-2026-000036');
    expect(screen.queryByText(orderId)).not.toBeInTheDocument();
    expect(screen.getByTestId('held-until')).toHaveTextContent(/^\d{1,2}:\d{2} [AP]M$|, /);
  });

  it('back from the gateway unpaid: the order waits for payment, with Pay now and the cart as it was', async () => {
    const unpaid = {
      ...publicOrder,
      orderStatus: 'pending',
      paymentStatus: 'pending',
      heldUntil: new Date(Date.now() + 25 * 60_000).toISOString(),
    };
    sessionStorage.setItem(
      AWAITING_PAYMENT_KEY,
      JSON.stringify({ orderId, orderNumber: 'MS-2026-000123', placedFrom: 'cart' }),
    );
    configureApiClient({ baseUrl: server.url, getToken: async () => 'token', onAuthExpired: () => undefined });
    apiMock.mockImplementation(async ({ path }) =>
      path === `/api/orders/public/${orderId}`
        ? json(200, unpaid)
        : json(200, {
            success: true,
            paymentLink: 'http://pay.test/p/2',
            orderId,
            orderNumber: 'MS-2026-000123',
            amount: 1449.5,
            heldUntil: unpaid.heldUntil,
          }),
    );
    const cart = [{ id: 'bowl', name: 'Speckled Bowl', price: 1299.5, imageUrl: '', quantity: 1 }];
    const { store } = renderWithProviders(<PaymentRedirectPage />, {
      route: '/payment/redirect',
      preloadedState: { ...signedInAuth(), cart: { items: cart, loading: false } },
      otherRoutes: ['/cart'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for Payment' })).toBeInTheDocument();
    expect(screen.getByText(/Order MS-2026-000123 is waiting for payment/)).toHaveTextContent(
      'Your cart is as you left it.',
    );
    expect(screen.queryByText('Payment Information Missing')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
    expect(store.getState().cart.items).toEqual(cart);

    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Redirecting to Payment' })).toBeInTheDocument();
    const create = apiMock.mock.calls.find(([request]) => request.path === '/api/payment/create')?.[0];
    expect(JSON.parse(String(create?.body))).toMatchObject({ orderId });
  });
  it('back from the gateway unpaid, an order of pieces paid from elsewhere goes back to the store, not to the workshops', async () => {
    const unpaid = { ...publicOrder, orderStatus: 'pending', paymentStatus: 'pending', heldUntil: null };
    sessionStorage.setItem(
      AWAITING_PAYMENT_KEY,
      JSON.stringify({ orderId, orderNumber: 'MS-2026-000123', placedFrom: PLACED_ELSEWHERE }),
    );
    configureApiClient({ baseUrl: server.url, getToken: async () => 'token', onAuthExpired: () => undefined });
    apiMock.mockImplementation(async () => json(200, unpaid));
    renderWithProviders(<PaymentRedirectPage />, { route: '/payment/redirect', preloadedState: signedInAuth() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for Payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/store');
    expect(screen.queryByRole('link', { name: 'Back to Workshops' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your cart is as you left it/)).not.toBeInTheDocument();
  });
});
