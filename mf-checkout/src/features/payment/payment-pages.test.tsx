import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { blobText, configureApiClient } from '@mitti/shared';
import { captureDownloads, renderWithProviders, signedInAuth } from '../../../../shared/test/render-with-providers';
import { AWAITING_PAYMENT_KEY } from '../awaiting-payment/awaiting-storage';
import PaymentConfirmationPage from './payment-confirmation-page';
import PaymentFailedPage from './payment-failed-page';
import PaymentSuccessPage from './payment-success-page';
import { json, orderId, paymentTestApi, publicOrder } from '../../test/payment-test-kit';

const { server, apiMock } = paymentTestApi();

describe('payment pages', () => {
  it('failed page shows title, message, suggestion and Try Again to the order', () => {
    renderWithProviders(<PaymentFailedPage />, { route: '/payment/failed?error=card_declined&order=o-9' });
    expect(screen.getByRole('heading', { level: 1, name: 'Card Declined' })).toBeInTheDocument();
    expect(screen.getByText('Your card was declined by the bank.')).toBeInTheDocument();
    expect(screen.getByText('Please try with a different card or contact your bank.')).toBeInTheDocument();
    expect(screen.getByText('card_declined')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/checkout?order=o-9');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it('failed page without an order tries again from the cart', () => {
    renderWithProviders(<PaymentFailedPage />, { route: '/payment/failed' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/cart');
  });

  it('confirmation shows a successful payment with the public order details', async () => {
    apiMock.mockResolvedValue(json(200, publicOrder));
    renderWithProviders(<PaymentConfirmationPage />, {
      route: `/payment/confirmation?order_id=${orderId}&status=success`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(await screen.findByText('MS-2026-000123')).toBeInTheDocument();
    expect(apiMock.mock.calls[0]?.[0].path).toBe(`/api/orders/public/${orderId}`);
    expect(screen.getByText('Rs. 1,449.50/-')).toBeInTheDocument();
    expect(screen.getByText(/Speckled Bowl × 1 \(Product\)/)).toBeInTheDocument();
    // The town it ships to; the page needs no sign-in, so the API sends no name, street or phone.
    expect(screen.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent('Pune, MH 411001');
    expect(screen.getByRole('link', { name: 'View My Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Retry Payment' })).not.toBeInTheDocument();
  });

  it("confirmation of a workshop booking shows the class's date, time and place, not a shipping address", async () => {
    const booking = {
      ...publicOrder,
      shipsTo: null,
      items: [
        {
          name: 'Raku Firing Weekend',
          quantity: 1,
          type: 'workshop',
          price: 4500,
          lineTotal: 4500,
          workshopDetails: {
            instructor: 'Meera Iyer',
            date: '2027-02-06',
            time: '9:00 AM - 5:00 PM',
            location: 'Mitti Studio, Bandra West, Mumbai',
            duration: 480,
            materials: 'Clay, glazes and firing included',
          },
        },
      ],
    };
    apiMock.mockResolvedValue(json(200, booking));
    renderWithProviders(<PaymentConfirmationPage />, {
      route: `/payment/confirmation?order_id=${orderId}&status=success`,
    });
    const yourClass = await screen.findByRole('region', { name: 'Your Class' });
    const row = (term: string) => within(yourClass).getByText(term).nextElementSibling;
    expect(row('Workshop')).toHaveTextContent('Raku Firing Weekend');
    expect(row('Date')).toHaveTextContent('6 February 2027');
    expect(row('Time')).toHaveTextContent('9:00 AM - 5:00 PM');
    expect(row('Place')).toHaveTextContent('Mitti Studio, Bandra West, Mumbai');
    expect(row('Instructor')).toHaveTextContent('Meera Iyer');
    expect(row('Duration')).toHaveTextContent('480 minutes');
    expect(screen.queryByRole('heading', { name: 'Shipping Address' })).not.toBeInTheDocument();
  });

  describe('Download invoice (decision 027)', () => {
    const confirmation = (order: object, signedIn = true) => {
      apiMock.mockImplementation(async ({ path }) =>
        path.endsWith('/invoice')
          ? new Response('%PDF-1.7 invoice', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
          : json(200, order),
      );
      renderWithProviders(<PaymentConfirmationPage />, {
        route: `/payment/confirmation?order_id=${orderId}&status=success`,
        ...(signedIn ? { preloadedState: signedInAuth() } : {}),
      });
    };

    it("a signed-in shopper's paid order: fetched with their token and saved", async () => {
      configureApiClient({ baseUrl: server.url, getToken: async () => 'token', onAuthExpired: () => undefined });
      const { saved, click } = captureDownloads('blob:invoice');
      confirmation(publicOrder);
      await userEvent.click(await screen.findByRole('button', { name: 'Download invoice' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      const request = apiMock.mock.calls.find(([call]) => call.path.endsWith('/invoice'))?.[0];
      expect(request).toMatchObject({ method: 'GET', path: `/api/orders/${orderId}/invoice` });
      expect(request?.headers.authorization).toBe('Bearer token');
      expect(await blobText(saved[0]!.blob)).toBe('%PDF-1.7 invoice');
    });

    it.each([
      ['a signed-out visitor', publicOrder, false],
      [
        'an unconfirmed cash-on-delivery order',
        { ...publicOrder, orderStatus: 'pending', paymentStatus: 'pending', paymentMethod: 'Cash on Delivery' },
        true,
      ],
      ['an unpaid order', { ...publicOrder, orderStatus: 'pending', paymentStatus: 'pending' }, true],
    ])('not for %s', async (_name, order, signedIn) => {
      confirmation(order, signedIn);
      expect(await screen.findByText('MS-2026-000123')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
    });
  });

  it('confirmation of a failed payment shows the error copy and Retry Payment', async () => {
    apiMock.mockResolvedValue(json(200, { ...publicOrder, paymentStatus: 'failed' }));
    renderWithProviders(<PaymentConfirmationPage />, {
      route: `/payment/confirmation?order=${orderId}&status=failed&error=card_declined`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Card Declined');
    expect(screen.getByRole('link', { name: 'Retry Payment' })).toHaveAttribute('href', `/checkout?orderId=${orderId}`);
  });

  it("confirmation of a declined card says it in the shop's words, never the gateway's code", async () => {
    apiMock.mockResolvedValue(json(200, { ...publicOrder, paymentStatus: 'failed' }));
    renderWithProviders(<PaymentConfirmationPage />, {
      route: `/payment/confirmation?order=${orderId}&status=failed&error=card_declined`,
    });
    expect(await screen.findByText('MS-2026-000123')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Card Declined: Your card was declined by the bank.Please try with a different card or contact your bank.',
    );
    expect(screen.queryByText(/card_declined/)).not.toBeInTheDocument();
  });

  it('confirmation of a payment cancelled at the gateway says it was cancelled, not failed, and offers to pay again', async () => {
    apiMock.mockResolvedValue(json(200, { ...publicOrder, orderStatus: 'pending', paymentStatus: 'cancelled' }));
    renderWithProviders(<PaymentConfirmationPage />, {
      route: `/payment/confirmation?order_id=${orderId}&status=cancelled`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'You cancelled the payment, so nothing was charged. Your order is saved: you can pay for it again.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Retry Payment' })).toHaveAttribute(
      'href',
      `/checkout?orderId=${orderId}`,
    );
    expect(screen.queryByText(/Payment Failed|failed/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('confirmation says what the shop’s record says, not the address: pending until the payment is in', async () => {
    apiMock.mockResolvedValue(json(200, { ...publicOrder, orderStatus: 'pending', paymentStatus: 'pending' }));
    renderWithProviders(<PaymentConfirmationPage />, {
      route: `/payment/confirmation?order_id=${orderId}&status=success`,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Checking Your Payment' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Pending' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
  });

  it('confirmation of an order the shop does not have is "Order Not Found", whatever the address says', async () => {
    apiMock.mockResolvedValue(json(404, { error: 'Order not found', statusCode: 404 }));
    renderWithProviders(<PaymentConfirmationPage />, {
      route: '/payment/confirmation?order_id=00000000-0000-4000-8000-000000000000&status=success',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Retry Payment' })).not.toBeInTheDocument();
  });

  it('confirmation without an order claims nothing', () => {
    renderWithProviders(<PaymentConfirmationPage />, { route: '/payment/confirmation?status=success' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeInTheDocument();
  });

  // The cart is emptied by the shop, which took the paid pieces out of the account's cart with the payment,
  // and the shell reads it again (decision 063; session-listener.test.ts): this page only asks it to.
  it('a paid confirmation asks for the account’s cart again, and forgets the order as awaited', async () => {
    sessionStorage.setItem(
      AWAITING_PAYMENT_KEY,
      JSON.stringify({ orderId, orderNumber: 'MS-2026-000123', placedFrom: 'cart' }),
    );
    apiMock.mockResolvedValue(json(200, publicOrder));
    const { store } = renderWithProviders(<PaymentConfirmationPage />, {
      route: `/payment/confirmation?order_id=${orderId}&status=success`,
      preloadedState: {
        cart: {
          items: [{ id: 'bowl', name: 'Speckled Bowl', price: 1299.5, imageUrl: '', quantity: 1 }],
          loading: false,
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(AWAITING_PAYMENT_KEY)).toBeNull());
    // Not emptied here: a piece added in another tab since the order stays (the account's cart decides).
    expect(store.getState().cart.items.map((item) => item.id)).toEqual(['bowl']);
  });

  it('confirmation with only a gateway reference looks the order up', async () => {
    apiMock.mockImplementation(async ({ path }) =>
      path.includes('status-by-gateway/sbx_1')
        ? json(200, { success: true, orderId, paymentStatus: 'paid' })
        : json(200, publicOrder),
    );
    renderWithProviders(<PaymentConfirmationPage />, { route: '/payment/confirmation?gateway_order=sbx_1' });
    expect(await screen.findByText('MS-2026-000123')).toBeInTheDocument();
  });

  it('confirmation says so when the gateway reference is unknown', async () => {
    apiMock.mockResolvedValue(json(404, { error: 'No order found for this payment reference.' }));
    renderWithProviders(<PaymentConfirmationPage />, { route: '/payment/confirmation?order_id=sbx_unknown' });
    expect(await screen.findByText('Failed to fetch order details')).toBeInTheDocument();
  });

  it('success page verifies the payment, or explains why it cannot', async () => {
    apiMock.mockResolvedValue(
      json(200, { orderNumber: 'MS-2026-000123', paymentStatus: 'paid', amount: 1449.5, paymentMethod: 'Card / UPI' }),
    );
    renderWithProviders(<PaymentSuccessPage />, { route: `/payment/success?order=${orderId}` });
    expect(screen.getByText('Verifying your payment...')).toBeInTheDocument();
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Rs. 1,449.50/-')).toBeInTheDocument();
  });

  it('success page never says "Payment Successful!" above a cancelled payment', async () => {
    apiMock.mockResolvedValue(
      json(200, {
        orderNumber: 'MS-2026-000123',
        paymentStatus: 'cancelled',
        amount: 1449.5,
        paymentMethod: 'Card / UPI',
      }),
    );
    renderWithProviders(<PaymentSuccessPage />, { route: `/payment/success?order=${orderId}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Payment Failed')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retry Payment' })).toHaveAttribute('href', `/checkout?orderId=${orderId}`);
  });

  it('success page without an order id', () => {
    renderWithProviders(<PaymentSuccessPage />, { route: '/payment/success' });
    expect(screen.getByRole('heading', { name: 'Payment Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('No order ID provided')).toBeInTheDocument();
  });
});
