import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { readGuestOrders } from '@mitti/shared';
import { renderWithProviders, signedInAuth, testUser } from '../../../../shared/test/render-with-providers';
import { shippingAddress } from '../../../../shared/test/shipping-address';
import { PAYMENT_INFO_KEY } from '../awaiting-payment/stored-payment-info';
import { AWAITING_PAYMENT_KEY } from '../awaiting-payment/awaiting-storage';
import CheckoutPage from './checkout-page';
import { checkoutApi, fillForm, inCatalogue, item, json, renderCheckout } from '../../test/checkout-test-kit';

const { apiMock, shop } = checkoutApi();

describe('CheckoutPage', () => {
  it('shows the forms, India as the one country it ships to, and the first 3 items with +N more', () => {
    renderCheckout([1, 2, 3, 4, 5].map(item));
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    // Said, not offered: no list of countries the shop would then refuse.
    const country = screen.getByLabelText('Country');
    expect(country).toHaveValue('India');
    expect(country).toHaveAttribute('readonly');
    expect(country).toHaveAccessibleDescription('We ship within India only');
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('Pot 3').parentElement).toHaveTextContent('Pot 3 × 1');
    expect(screen.queryByText('Pot 4')).not.toBeInTheDocument();
    expect(screen.getByText('+2 more')).toBeInTheDocument();
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('Free');
    // Five lines of Rs. 400, each including 2 x Rs. 30.51 (as the invoice states each line).
    expect(screen.getByText('Includes GST (18%)').nextSibling).toHaveTextContent('Rs. 305.10/-');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
  });

  it('marks every missing field and focuses the first', async () => {
    // An account without a name: nothing is filled in.
    renderCheckout([item(1)], signedInAuth({ ...testUser, displayName: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('First Name is required')).toHaveAttribute('id', 'checkout-firstName-error');
    expect(screen.getByText('PIN Code is required')).toBeInTheDocument();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it("fills in the account's name on a first checkout; a saved form's name comes first", async () => {
    const { unmount } = renderCheckout([item(1)], signedInAuth({ ...testUser, displayName: 'Asha Devi Rao' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Devi Rao');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    unmount();

    localStorage.setItem('checkoutInfo', JSON.stringify({ ...shippingAddress, firstName: 'Meera', lastName: 'Iyer' }));
    renderCheckout([item(1)]);
    expect(screen.getByLabelText('First Name')).toHaveValue('Meera');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Iyer');
  });

  it('shows a guest the way to sign in where Place Order was, in the words the rest of the shop uses', async () => {
    renderCheckout([item(1)], {});
    expect(screen.getByText(/^Please sign in to place an order\./)).toHaveTextContent(
      'Please sign in to place an order. Sign in, or save it as a guest order with your address below',
    );
    expect(screen.queryByText(/Please login/)).not.toBeInTheDocument();
    // A paid order needs an account: no button that could only refuse.
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign In to Place Order' }));
    expect(screen.getByText('Page /login')).toBeInTheDocument();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('saves a guest order only with a valid address and contact, then clears the cart and goes to sign in', async () => {
    const { store } = renderCheckout([item(1), item(2)], {});
    await userEvent.click(screen.getByRole('button', { name: 'Save as Guest Order' }));
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(screen.getByText('PIN Code is required')).toBeInTheDocument();
    expect(readGuestOrders()).toHaveLength(0);

    await fillForm('98765 43210');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Save as Guest Order' }));
    await waitFor(() => expect(screen.getByText('Page /login')).toBeInTheDocument());
    const [saved] = readGuestOrders();
    expect(saved?.items.map((line) => line.id)).toEqual(['pot-1', 'pot-2']);
    expect(saved?.shippingAddress).toEqual(shippingAddress);
    expect(saved?.guestEmail).toBe('asha@example.in');
    // The payment checkout offered, kept with the order (issue 33: it never turns into cash on delivery).
    expect(saved).toMatchObject({ paymentMethod: 'Card / UPI', shippingOption: 'standard', totalAmount: 950 });
    expect(store.getState().cart.items).toEqual([]);
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('offers no guest order to a signed-in shopper', () => {
    renderCheckout([item(1)]);
    expect(screen.queryByRole('button', { name: 'Save as Guest Order' })).toBeNull();
  });

  it('creates the payment intent at the prices shown, with a +91 phone, remembers the order awaiting payment and keeps the cart', async () => {
    apiMock.mockResolvedValue(
      json(201, {
        success: true,
        message: 'ok',
        paymentLink: 'http://pay.test/p/1',
        orderId: 'o-1',
        orderNumber: 'MS-2026-000041',
        amount: 550,
        heldUntil: '2026-11-26T07:30:00.000Z',
      }),
    );
    const { store } = renderCheckout([item(1)]);
    await fillForm('98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByText('Page /payment/redirect')).toBeInTheDocument());
    const body = JSON.parse(apiMock.mock.calls[0]![0].body);
    expect(apiMock.mock.calls[0]?.[0].path).toBe('/api/payment/create-intent');
    expect(body.orderData.shippingAddress).toMatchObject({ phone: '+919876543210', country: 'India' });
    // Only what the API reads (issue 34): the lines and total the shopper confirmed, where and how they ship, and
    // the mobile; no statuses, user fields or names, which the server takes from itself and the caller's token.
    expect(body).toEqual({
      orderData: {
        items: [{ id: 'pot-1', price: 400, quantity: 1, type: 'product' }],
        totalAmount: 550,
        shippingAddress: expect.any(Object),
        shippingOption: 'standard',
        // Placing again from the cart replaces this order, whichever tab does it (decision 074).
        placedFrom: 'cart',
      },
      paymentData: { userPhone: '+919876543210' },
    });
    expect(JSON.parse(sessionStorage.getItem(PAYMENT_INFO_KEY) ?? '{}')).toEqual({
      orderId: 'o-1',
      amount: 550,
      paymentLink: 'http://pay.test/p/1',
      orderNumber: 'MS-2026-000041',
      heldUntil: '2026-11-26T07:30:00.000Z',
    });
    expect(JSON.parse(sessionStorage.getItem(AWAITING_PAYMENT_KEY) ?? '{}')).toEqual({
      orderId: 'o-1',
      orderNumber: 'MS-2026-000041',
      placedFrom: 'cart',
    });
    // Back from the gateway unpaid, the cart is as it was (issue 33); it empties once the order is paid.
    expect(store.getState().cart.items).toEqual([item(1)]);
  });

  it('says a price that changed since the piece was added, and places nothing until the shopper accepts it', async () => {
    apiMock.mockResolvedValue(
      json(201, { success: true, message: 'ok', paymentLink: 'http://pay.test/p/1', orderId: 'o-1', amount: 600 }),
    );
    shop.catalogue = [inCatalogue(1, 450)];
    const { store } = renderCheckout([item(1)]);
    const notice = await screen.findByTestId('price-changes');
    expect(notice).toHaveTextContent('The price of Pot 1 changed from Rs. 400 to Rs. 450.');
    // The summary is what is charged: the shop's price now.
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs. 600/-');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled());
    expect(apiMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Accept the new price' }));
    expect(screen.queryByTestId('price-changes')).not.toBeInTheDocument();
    expect(store.getState().cart.items[0]?.price).toBe(450);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(apiMock.mock.calls[0]![0].body);
    expect(body.orderData).toMatchObject({ totalAmount: 600, items: [expect.objectContaining({ price: 450 })] });
  });

  it('reads the prices again at Place Order: a change made while the form was filled stops the order', async () => {
    renderCheckout([item(1)]);
    await fillForm();
    expect(screen.queryByTestId('price-changes')).not.toBeInTheDocument();
    shop.catalogue = [inCatalogue(1, 350)];
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByTestId('price-changes')).toHaveTextContent(
      'The price of Pot 1 changed from Rs. 400 to Rs. 350.',
    );
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('shows each line’s stock now, and stops at Place Order when the shop no longer has the pieces', async () => {
    shop.catalogue = [inCatalogue(1, 400, 1)];
    renderCheckout([{ ...item(1), quantity: 3 }]);
    expect(await screen.findByText(/Only 1 left/)).toBeInTheDocument();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Pot 1: Only 1 left')).toBeInTheDocument();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it("offers the PIN code's shipping options, prices the chosen one and sends it with the order", async () => {
    apiMock.mockResolvedValue(
      json(201, { success: true, message: 'ok', paymentLink: 'http://pay.test/p/1', orderId: 'o-1', amount: 700 }),
    );
    renderCheckout([item(1)]);
    expect(await screen.findByText('Enter your PIN code to see the delivery options.')).toBeInTheDocument();
    await fillForm('98765 43210');
    const express = await screen.findByRole('radio', { name: /Express/ });
    expect(screen.getByRole('radio', { name: /Standard/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Same-day/ })).toBeDisabled();
    expect(screen.getByText('Same-day delivery is for Mumbai PIN codes only')).toBeInTheDocument();
    await userEvent.click(express);
    expect(screen.getByText('Shipping (Express)').nextSibling).toHaveTextContent('Rs. 300/-');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('Rs. 700/-');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(apiMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(apiMock.mock.calls[0]![0].body);
    expect(body.orderData).toMatchObject({ shippingOption: 'express', totalAmount: 700 });
  });

  it.each([
    [json(400, { error: 'Pot 1 is out of stock' }), 'Failed to process order: Pot 1 is out of stock'],
    [
      json(409, {
        error:
          'The price of Pot 1 changed from Rs. 400 to Rs. 450. Please check the new prices and place the order again.',
      }),
      'Failed to process order: The price of Pot 1 changed from Rs. 400 to Rs. 450.',
    ],
    [new Response('', { status: 502 }), 'Failed to process order: Server error: 502'],
    [json(201, { success: false }), 'Failed to create payment intent'],
    [json(201, { success: true }), 'Payment link not received from server'],
  ])('shows checkout errors (%#)', async (response, message) => {
    apiMock.mockResolvedValue(response);
    renderCheckout([item(1)]);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("waits for a signed-in shopper's cart instead of calling it empty", () => {
    renderWithProviders(<CheckoutPage />, {
      preloadedState: { cart: { items: [], loading: true }, ...signedInAuth() },
      route: '/checkout',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart...');
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
  });

  it('refuses a bad PIN code and a bad phone inline, sending nothing', async () => {
    renderCheckout([item(1)]);
    await fillForm('1234567890');
    await userEvent.clear(screen.getByLabelText('PIN Code'));
    await userEvent.type(screen.getByLabelText('PIN Code'), '4000');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(screen.getByText('Enter a valid Indian mobile number')).toHaveAttribute('id', 'checkout-phone-error');
    expect(screen.getByText('Enter a valid 6-digit PIN code')).toHaveAttribute('id', 'checkout-zipCode-error');
    expect(apiMock).not.toHaveBeenCalled();
  });

  it('ships to India whatever country an older saved form had, so the shopper is never refused one they cannot change', async () => {
    localStorage.setItem('checkoutInfo', JSON.stringify({ country: 'United States', city: 'Pune' }));
    apiMock.mockResolvedValue(
      json(201, { success: true, paymentLink: 'http://pay.test/p/1', orderId: 'o-1', amount: 550 }),
    );
    renderCheckout([item(1)]);
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    await userEvent.clear(screen.getByLabelText('City'));
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(screen.getByText('Page /payment/redirect')).toBeInTheDocument());
    expect(screen.queryByText('We ship within India only', { selector: '[role="alert"]' })).not.toBeInTheDocument();
    const body = JSON.parse(apiMock.mock.calls[0]![0].body);
    expect(body.orderData.shippingAddress).toMatchObject({ country: 'India', city: 'Pune' });
  });

  it("names the postcode India's way, PIN Code, and gives phones and PIN codes the numeric keypads and autofill hints", () => {
    renderCheckout([item(1)]);
    expect(screen.queryByText(/ZIP/)).not.toBeInTheDocument();
    const phone = screen.getByLabelText('Phone');
    expect([phone.getAttribute('type'), phone.getAttribute('inputmode'), phone.getAttribute('autocomplete')]).toEqual([
      'tel',
      'tel',
      'tel',
    ]);
    const pin = screen.getByLabelText('PIN Code');
    expect([pin.getAttribute('inputmode'), pin.getAttribute('autocomplete')]).toEqual(['numeric', 'postal-code']);
  });

  it('offers Retry Payment for ?orderId=, paying that same order', async () => {
    const unpaid = {
      id: 'o-2',
      orderNumber: 'MS-2',
      orderStatus: 'pending',
      paymentStatus: 'cancelled',
      totalAmount: 1449.5,
    };
    apiMock.mockImplementation(async ({ path }) =>
      path.includes('/api/orders/public/o-2')
        ? json(200, unpaid)
        : json(200, { success: true, paymentLink: 'http://pay.test/p/2', orderId: 'o-2', amount: 1449.5 }),
    );
    renderCheckout([], signedInAuth(), '/checkout?orderId=o-2');
    expect(await screen.findByText('Order #MS-2 · Total Rs. 1,449.50/-')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(screen.getByText('Page /payment/redirect')).toBeInTheDocument());
    const create = apiMock.mock.calls.find(([request]) => request.path.endsWith('/api/payment/create'));
    expect(JSON.parse(String(create?.[0].body))).toMatchObject({ orderId: 'o-2' });
  });

  it('asks to pay for an order never paid, not to pay for it "again" (issue 53)', async () => {
    apiMock.mockResolvedValue(
      json(200, { id: 'o-4', orderNumber: 'MS-4', orderStatus: 'pending', paymentStatus: 'pending', totalAmount: 950 }),
    );
    renderCheckout([], signedInAuth(), '/checkout?orderId=o-4');
    expect(await screen.findByText('Your order is saved. Pay for it with a secure payment link.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Retry Payment' })).not.toHaveTextContent(/again/i);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it("asks an unpaid class booking's Retry Payment for the contact mobile it sends", async () => {
    const booking = {
      id: 'o-3',
      orderNumber: 'MS-3',
      orderStatus: 'pending',
      paymentStatus: 'pending',
      totalAmount: 2500,
      shippingAddress: null,
      items: [{ name: 'Wheel Throwing', quantity: 1, type: 'workshop' }],
    };
    apiMock.mockImplementation(async ({ path }) =>
      path.includes('/api/orders/public/o-3')
        ? json(200, booking)
        : json(200, { success: true, paymentLink: 'http://pay.test/p/3', orderId: 'o-3', amount: 2500 }),
    );
    renderCheckout([], signedInAuth(), '/checkout?orderId=o-3');
    const phone = await screen.findByLabelText('Phone');
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByText('Enter a valid Indian mobile number')).toBeInTheDocument();
    expect(apiMock.mock.calls.some(([request]) => request.path.endsWith('/api/payment/create'))).toBe(false);
    await userEvent.clear(phone);
    await userEvent.type(phone, '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(screen.getByText('Page /payment/redirect')).toBeInTheDocument());
    const create = apiMock.mock.calls.find(([request]) => request.path.endsWith('/api/payment/create'));
    expect(JSON.parse(String(create?.[0].body))).toMatchObject({ orderId: 'o-3', userPhone: '+919876543210' });
  });

  it('says an order that is already paid needs no payment, and offers none', async () => {
    apiMock.mockResolvedValue(
      json(200, { id: 'o-3', orderNumber: 'MS-3', orderStatus: 'processing', paymentStatus: 'paid', totalAmount: 500 }),
    );
    renderCheckout([], signedInAuth(), '/checkout?orderId=o-3');
    expect(await screen.findByText('This order is already paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });
});
