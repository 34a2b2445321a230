import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import { blobText } from '@mitti/shared';
import { captureDownloads } from '../../../../shared/test/render-with-providers';
import { json, order, ordersApi, renderOrders } from '../../test/orders-test-kit';

const apiMock = ordersApi();

describe('OrdersPage: Download invoice (decision 027)', () => {
  const workshopItem = { id: 'class', name: 'Wheel Throwing', price: 2500, quantity: 1, type: 'workshop' as const };

  it('shows for an order paid online (a class too) or a confirmed cash-on-delivery order, and not before', async () => {
    apiMock.mockResolvedValue(
      json(200, {
        orders: [
          order({ id: 'paid', orderStatus: 'confirmed', paymentStatus: 'paid', paymentMethod: 'Card / UPI' }),
          order({ id: 'cod', orderStatus: 'shipped', paymentStatus: 'pending', paymentMethod: 'Cash on Delivery' }),
          order({ id: 'unpaid', orderStatus: 'pending', paymentStatus: 'pending', paymentMethod: 'Card / UPI' }),
          order({
            id: 'waiting',
            orderStatus: 'pending',
            paymentStatus: 'pending',
            paymentMethod: 'Cash on Delivery',
          }),
          order({ id: 'class', orderStatus: 'confirmed', paymentStatus: 'paid', items: [workshopItem] }),
          order({ id: 'gone', orderStatus: 'cancelled', paymentStatus: 'refund_due', paymentMethod: 'Card / UPI' }),
        ],
      }),
    );
    renderOrders();
    const cards = await screen.findAllByTestId('order-card');
    const offers = cards.map((card) => within(card).queryByRole('button', { name: 'Download invoice' }) !== null);
    expect(offers).toEqual([true, true, false, false, true, false]);
  });

  it("fetches the PDF with the shopper's token and saves it", async () => {
    const { saved, click: clicked } = captureDownloads('blob:invoice');
    apiMock.mockImplementation(async ({ path }) =>
      path.endsWith('/invoice')
        ? new Response('%PDF-1.7 invoice', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
        : json(200, {
            orders: [order({ orderStatus: 'delivered', paymentStatus: 'paid', paymentMethod: 'Card / UPI' })],
          }),
    );
    renderOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const request = apiMock.mock.calls.find(([call]) => call.path.endsWith('/invoice'))?.[0];
    expect(request).toMatchObject({ method: 'GET', path: '/api/orders/o-1/invoice' });
    expect(request?.headers.authorization).toBe('Bearer token');
    expect(saved[0]).toMatchObject({ download: 'mitti-invoice-MS-1001.pdf', href: 'blob:invoice' });
    expect(await blobText(saved[0]!.blob)).toBe('%PDF-1.7 invoice');
    clicked.mockRestore();
  });

  it("shows the server's reason when the invoice is refused", async () => {
    const reason = 'This order is cancelled, so no invoice is issued for it.';
    apiMock.mockImplementation(async ({ path }) =>
      path.endsWith('/invoice')
        ? json(409, { error: reason })
        : json(200, {
            orders: [order({ orderStatus: 'confirmed', paymentStatus: 'paid', paymentMethod: 'Card / UPI' })],
          }),
    );
    renderOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });
});
