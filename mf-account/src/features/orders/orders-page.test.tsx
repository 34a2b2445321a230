import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { GUEST_ORDERS_MERGED_EVENT, MERGED_GUEST_ORDERS_KEY } from '@mitti/shared';
import { fixClock } from '../../../../shared/test/render-with-providers';
import { shippingAddress as address } from '../../../../shared/test/shipping-address';
import { json, order, ordersApi, renderOrders } from '../../test/orders-test-kit';

const apiMock = ordersApi();

describe('OrdersPage', () => {
  it('asks a signed-out visitor to sign in', async () => {
    renderOrders({});
    expect(screen.getByText('Please sign in to view your orders')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.getByText('Page /login')).toBeInTheDocument();
    expect(apiMock).not.toHaveBeenCalled();
  });

  it("shows loading, then the empty state, asking for the shopper's own orders with their token", async () => {
    apiMock.mockResolvedValue(json(200, { orders: [] }));
    renderOrders();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders...');
    expect(await screen.findByText("You haven't placed any orders yet")).toBeInTheDocument();
    expect(screen.getByText('Start shopping to place your first order.')).toBeInTheDocument();
    expect(apiMock.mock.calls[0]?.[0]).toMatchObject({ method: 'GET', path: '/api/orders/user/user-1' });
    expect(apiMock.mock.calls[0]?.[0].headers.authorization).toBe('Bearer token');
  });

  // Real time: jsdom's XMLHttpRequest keeps its timeout on Node's own clock, which Jest's fake timers do not move.
  // Not before 15 s is the SPEC's rule, and is exact; how soon after 15 s the page says so depends on the machine:
  // in a clean-clone run with both cores full (two Jest workers, the emulators, PostgreSQL), the alert came more
  // than 2.5 s late, so the page is given 25 s to show it, still well short of waiting for ever.
  it('gives up on the orders after 15 s without an answer and offers a retry', async () => {
    apiMock.mockReturnValue(new Promise<Response>(() => undefined));
    renderOrders();
    await waitFor(() => expect(apiMock).toHaveBeenCalledTimes(1));
    const asked = Date.now();
    const alert = await screen.findByRole('alert', {}, { timeout: 25_000 });
    expect(alert).toHaveTextContent('We could not load your orders.');
    expect(Date.now() - asked).toBeGreaterThanOrEqual(14_000);
    // One request, given up on: not a second one that started the 15 s again.
    expect(apiMock).toHaveBeenCalledTimes(1);
  }, 40_000);

  it('offers a retry when the orders cannot be loaded', async () => {
    apiMock.mockResolvedValueOnce(json(500, { error: 'boom' })).mockResolvedValue(json(200, { orders: [] }));
    renderOrders();
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText("You haven't placed any orders yet")).toBeInTheDocument();
  });

  it.each([
    ['processing', 'Processing', 'processing'],
    ['shipped', 'Shipped', 'shipped'],
    ['delivered', 'Delivered', 'delivered'],
    ['cancelled', 'Cancelled', 'cancelled'],
    ['confirmed', 'Confirmed', 'confirmed'],
    ['pending', 'Awaiting payment', 'awaiting-payment'],
    ['failed', 'Payment failed', 'payment-failed'],
    ['on-hold', 'Confirmed', 'confirmed'],
    [undefined, 'Confirmed', 'confirmed'],
  ])('shows status %s as %s in its style', async (status, label, style) => {
    apiMock.mockResolvedValue(json(200, { orders: [order({ orderStatus: status })] }));
    renderOrders();
    const badge = await screen.findByTestId('order-status');
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveClass(`account-status--${style}`);
    expect(badge.querySelector(`svg[data-icon="${style}"]`)).not.toBeNull();
  });

  it('reads the date from a timestamp object, an ISO string, or shows N/A', async () => {
    apiMock.mockResolvedValue(
      json(200, {
        orders: [
          order({ id: 'a', orderNumber: 'A-1', createdAt: { seconds: 1_768_564_800 } }),
          order({ id: 'b', orderNumber: 'B-2', createdAt: '2026-03-05T10:00:00Z' }),
          order({ id: 'c', orderNumber: 'C-3', createdAt: null }),
        ],
      }),
    );
    renderOrders();
    const cards = await screen.findAllByTestId('order-card');
    expect(cards[0]).toHaveTextContent('Placed on 16 January 2026');
    expect(cards[1]).toHaveTextContent('Placed on 5 March 2026');
    expect(cards[2]).toHaveTextContent('Placed on N/A');
  });

  it('shows items, subtotal, free shipping, total and the id when there is no order number', async () => {
    apiMock.mockResolvedValue(
      json(200, {
        orders: [order({ orderNumber: undefined, id: 'raw-id', shipping: 0, totalAmount: undefined, total: 1300 })],
      }),
    );
    renderOrders();
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByRole('heading', { name: 'Order #raw-id' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Speckled Bowl');
    expect(card).toHaveTextContent('Quantity: 2 × Rs. 650/-');
    const summary = card.querySelector('.account-order__summary')!;
    expect(summary).toHaveTextContent('SubtotalRs. 1,300/-ShippingFreeTotalRs. 1,300/-');
  });

  it("shows a cash-on-delivery order awaiting the studio's call, its express shipping and its fee as lines", async () => {
    apiMock.mockResolvedValue(
      json(200, {
        orders: [
          order({
            orderStatus: 'pending',
            paymentStatus: 'pending',
            paymentMethod: 'Cash on Delivery',
            shippingOption: 'express',
            shipping: 300,
            codFee: 50,
            totalAmount: 1650,
          }),
        ],
      }),
    );
    renderOrders();
    const card = await screen.findByTestId('order-card');
    expect(card).toHaveTextContent('Awaiting confirmation');
    const summary = card.querySelector('.account-order__summary')!;
    expect(summary).toHaveTextContent(
      'SubtotalRs. 1,300/-Shipping (Express)Rs. 300/-Cash on delivery feeRs. 50/-TotalRs. 1,650/-',
    );
    expect(within(card).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('shows the studio’s notes with their time, and until when an unpaid order holds its pieces (issue 33)', async () => {
    // The clock is fixed (11:30 am in India), so the hold reads as a time of the same day at any hour.
    fixClock(new Date('2026-03-06T06:00:00Z'));
    const heldUntil = new Date(Date.now() + 20 * 60_000).toISOString();
    apiMock.mockResolvedValue(
      json(200, {
        orders: [
          order({
            orderStatus: 'shipped',
            paymentStatus: 'paid',
            adminNotes: [{ text: 'Sent with Delhivery, AWB 5512', at: '2026-03-06T09:15:00Z' }],
          }),
          order({
            id: 'o-2',
            orderNumber: 'MS-1002',
            orderStatus: 'pending',
            paymentStatus: 'pending',
            paymentMethod: 'Card / UPI',
            shippingAddress: address,
            heldUntil,
          }),
        ],
      }),
    );
    renderOrders();
    const [shipped, unpaid] = await screen.findAllByTestId('order-card');
    const notes = within(shipped!).getByRole('region', { name: 'Notes from the studio' });
    expect(notes).toHaveTextContent('6 March 2026, 2:45 PM');
    expect(notes).toHaveTextContent('Sent with Delhivery, AWB 5512');
    expect(within(unpaid!).getByTestId('held-until')).toHaveTextContent(
      /^Its pieces are held for you until 11:50 AM: pay by then, or they are released\.$/,
    );
  });

  it('shows workshop details and a refund when the order carries them', async () => {
    const workshop = {
      id: 'w-1',
      name: 'Wheel Throwing Basics',
      price: 2500,
      quantity: 1,
      type: 'workshop' as const,
      workshopDetails: {
        instructor: 'Meera Shah',
        date: '2027-01-16',
        time: '10:00 AM - 1:00 PM',
        location: 'Bandra',
        duration: 180,
        materials: 'Clay',
      },
    };
    apiMock.mockResolvedValue(
      json(200, {
        orders: [order({ items: [workshop], orderStatus: 'cancelled', refundAmount: 1250, refundPercent: 50 })],
      }),
    );
    renderOrders();
    const card = await screen.findByTestId('order-card');
    expect(card).toHaveTextContent('Workshop on 16 January 2027, 10:00 AM - 1:00 PM · Instructor: Meera Shah');
    expect(card).toHaveTextContent('Refund: Rs. 1,250/- (50% of the booking)');
    expect(within(card).queryByRole('button', { name: /^Cancel (Order|Booking)$/ })).toBeNull();
  });

  it('a class booking reads as a booking: no shipping line, and Cancel Booking asks about the booking (issue 53)', async () => {
    const glazing = {
      id: 'glazing-masterclass',
      name: 'Glazing Masterclass',
      price: 3500,
      quantity: 1,
      type: 'workshop' as const,
      workshopDetails: {
        instructor: 'Meera Pillai',
        date: '2027-01-16',
        time: '10:00 AM - 4:00 PM',
        location: 'Bandra West',
        duration: 360,
        materials: 'Glazes',
      },
    };
    const booking = order({
      orderNumber: 'MS-2001',
      orderType: 'workshop',
      items: [glazing],
      subtotal: 3500,
      shipping: 0,
      totalAmount: 3500,
      paymentStatus: 'paid',
    });
    apiMock.mockResolvedValue(json(200, { orders: [booking] }));
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Booking #MS-2001' });
    expect(within(card).queryByText(/^Shipping/)).toBeNull();
    expect(card).not.toHaveTextContent('Free');
    expect(card).toHaveTextContent('SubtotalRs. 3,500/-TotalRs. 3,500/-');
    expect(within(card).queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel Booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking #MS-2001?' });
    expect(within(dialog).getByRole('button', { name: 'Keep Booking' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
  });

  it('cancels an order before shipping with a required reason, and the card updates', async () => {
    apiMock
      .mockResolvedValueOnce(json(200, { orders: [order({})] }))
      .mockResolvedValueOnce(json(200, { id: 'o-1', orderStatus: 'cancelled' }))
      .mockResolvedValueOnce(json(200, { orders: [order({ orderStatus: 'cancelled', cancelReason: 'Wrong size' })] }));
    renderOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #MS-1001?' });
    expect(within(dialog).getByLabelText('Reason for cancelling')).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please tell us why you are cancelling.');
    expect(apiMock).toHaveBeenCalledTimes(1);
    // The limit the API keeps is said, and a longer reason is refused here in plain words (issue 33).
    const reason = within(dialog).getByLabelText('Reason for cancelling');
    expect(reason).toHaveAccessibleDescription(/Up to 500 characters\./);
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Reason for cancelling can be at most 500 characters (this one has 501).',
    );
    expect(apiMock).toHaveBeenCalledTimes(1);
    await userEvent.clear(reason);

    await userEvent.type(within(dialog).getByLabelText('Reason for cancelling'), 'Wrong size');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [request] = apiMock.mock.calls[1]!;
    expect(request).toMatchObject({ method: 'PATCH', path: '/api/orders/o-1/cancel' });
    expect(JSON.parse(request.body)).toEqual({ reason: 'Wrong size' });
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(screen.getByText('Cancellation reason: Wrong size')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server message when cancelling is refused, and refreshes the order', async () => {
    apiMock
      .mockResolvedValueOnce(json(200, { orders: [order({})] }))
      .mockResolvedValueOnce(json(409, { error: 'This order has already shipped.' }))
      .mockResolvedValueOnce(json(200, { orders: [order({ orderStatus: 'shipped' })] }));
    renderOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason for cancelling'), 'Changed my mind');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This order has already shipped.');
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });

  it('tells the truth about an order whose payment was cancelled: Awaiting payment, Pay now, and its details', async () => {
    apiMock.mockResolvedValue(
      json(200, {
        orders: [
          order({
            orderStatus: 'pending',
            paymentStatus: 'cancelled',
            paymentMethod: 'Card / UPI',
            shippingAddress: address,
          }),
        ],
      }),
    );
    renderOrders();
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByTestId('order-status')).toHaveTextContent('Awaiting payment');
    expect(within(card).queryByText('Confirmed')).toBeNull();
    expect(within(card).getByTestId('payment-status')).toHaveTextContent('Cancelled');
    expect(card).toHaveTextContent('MethodCard / UPI');
    expect(card).toHaveTextContent(/Placed on 5 March 2026 at \d{1,2}:\d{2} [AP]M/);
    expect(card).toHaveTextContent('Asha Rao12 Potters LanePune, Maharashtra 411001IndiaPhone: +919876543210');
    expect(within(card).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/checkout?orderId=o-1');
    // The server still accepts cancelling an unpaid order.
    expect(within(card).getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
  });

  it('offers no Cancel where the server refuses it, and Pay now only where it takes a payment', async () => {
    apiMock.mockResolvedValue(
      json(200, {
        orders: [
          order({ id: 'f1', orderNumber: 'F-1', orderStatus: 'failed', paymentStatus: 'cancelled' }),
          order({
            id: 'f2',
            orderNumber: 'F-2',
            orderStatus: 'failed',
            paymentStatus: 'refund_due',
            failureReason: 'Speckled Bowl sold out. The payment will be refunded.',
          }),
          order({ id: 's1', orderNumber: 'S-1', orderStatus: 'shipped', paymentStatus: 'paid' }),
          order({ id: 'p1', orderNumber: 'P-1', orderStatus: 'pending', paymentStatus: 'failed' }),
        ],
      }),
    );
    renderOrders();
    const [lapsed, refunded, shipped, declined] = await screen.findAllByTestId('order-card');
    expect(within(lapsed!).getByTestId('order-status')).toHaveTextContent('Payment failed');
    expect(within(lapsed!).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/checkout?orderId=f1');
    expect(within(lapsed!).queryByRole('button', { name: 'Cancel Order' })).toBeNull();

    expect(within(refunded!).getByTestId('order-status')).toHaveTextContent('Order failed');
    expect(within(refunded!).getByTestId('payment-status')).toHaveTextContent('Refund due');
    expect(refunded).toHaveTextContent('Speckled Bowl sold out. The payment will be refunded.');
    expect(within(refunded!).queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(within(refunded!).queryByRole('button', { name: 'Cancel Order' })).toBeNull();

    expect(within(shipped!).getByTestId('payment-status')).toHaveTextContent('Paid');
    expect(within(shipped!).queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(within(shipped!).queryByRole('button', { name: 'Cancel Order' })).toBeNull();

    expect(within(declined!).getByTestId('order-status')).toHaveTextContent('Payment failed');
    expect(within(declined!).getByRole('link', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('points out the orders this sign-in placed from guest orders, also when the merge lands later', async () => {
    sessionStorage.setItem(MERGED_GUEST_ORDERS_KEY, JSON.stringify(['g1']));
    apiMock
      .mockResolvedValueOnce(
        json(200, { orders: [order({ id: 'g1', orderNumber: 'G-1' }), order({ id: 'o2', orderNumber: 'O-2' })] }),
      )
      .mockResolvedValue(
        json(200, { orders: [order({ id: 'g1', orderNumber: 'G-1' }), order({ id: 'g2', orderNumber: 'G-2' })] }),
      );
    renderOrders();
    const [guest, other] = await screen.findAllByTestId('order-card');
    expect(guest).toHaveTextContent('Placed from your guest order when you signed in');
    expect(guest).toHaveClass('account-order--from-guest');
    expect(other).not.toHaveTextContent('Placed from your guest order');

    sessionStorage.setItem(MERGED_GUEST_ORDERS_KEY, JSON.stringify(['g2']));
    window.dispatchEvent(new Event(GUEST_ORDERS_MERGED_EVENT));
    await waitFor(() => expect(screen.getAllByTestId('order-card')[1]).toHaveTextContent('Order #G-2'));
    const cards = screen.getAllByTestId('order-card');
    expect(cards[1]).toHaveTextContent('Placed from your guest order when you signed in');
    expect(cards[0]).not.toHaveTextContent('Placed from your guest order');
  });
});
