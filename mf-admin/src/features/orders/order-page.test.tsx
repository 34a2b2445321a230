import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { blobText, configureApiClient, createAppStore, MemoryRouter, Provider, Route, Routes } from '@mitti/shared';
import {
  captureDownloads,
  signedInAuth,
  testApiForEachTest,
  type TestApiHandler,
} from '../../../../shared/test/render-with-providers';
import OrderPage from './order-page';
import type { AdminOrder } from './admin-orders-api';
import { shippingAddress } from '../../../../shared/test/shipping-address';

const order = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  id: 'o-1',
  orderNumber: 'MS-2026-000042',
  userId: 'u-1',
  userEmail: 'asha@example.in',
  userName: 'Asha Rao',
  items: [
    { id: 'bowl', name: 'Speckled Bowl', price: 650, quantity: 2, type: 'product', imageUrl: null, lineTotal: 1300 },
  ],
  subtotal: 1300,
  shipping: 150,
  shippingOption: 'standard',
  codFee: 0,
  totalAmount: 1450,
  total: 1450,
  orderStatus: 'processing',
  status: 'processing',
  paymentMethod: 'Card / UPI',
  paymentStatus: 'paid',
  orderType: 'product',
  notes: 'Gift wrap please',
  shippingAddress,
  contactPhone: null,
  guestOrderId: null,
  isGuestOrder: false,
  adminNotes: [],
  heldUntil: null,
  cancelReason: null,
  failureReason: null,
  refundAmount: null,
  refundPercent: null,
  refundedAt: null,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

const server = testApiForEachTest();
const apiMock = jest.fn<TestApiHandler>();

const renderOrder = () =>
  render(
    <Provider store={createAppStore(signedInAuth())}>
      <MemoryRouter initialEntries={['/admin/orders/o-1']}>
        <Routes>
          <Route path="/admin/orders/:id" element={<OrderPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );

describe('the owner’s order page', () => {
  beforeEach(() => {
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => 'owner-token' });
  });

  it('shows what the shopper gave and offers only the allowed next statuses', async () => {
    apiMock.mockResolvedValue(Response.json(order()));
    renderOrder();
    expect(await screen.findByRole('heading', { name: 'Order MS-2026-000042' })).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('asha@example.in');
    expect(customer).toHaveTextContent('12 Potters Lane');
    expect(customer).toHaveTextContent('Gift wrap please');
    const options = within(screen.getByLabelText('New status'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Choose…',
      'Confirmed',
      'Shipped',
      'Delivered',
      'Cancelled',
      'Keep processing, add a note',
    ]);
    // Nothing is chosen for the owner: Cancel in particular is never preselected (issue 33).
    expect(screen.getByLabelText('New status')).toHaveValue('');
    // The first render of a file loads the page's modules: slow on a busy machine.
  }, 15_000);

  it('still says the order was marked once the page reads the order again with its new status', async () => {
    let patched = false;
    apiMock.mockImplementation(async (request) => {
      if (request.method === 'PATCH') patched = true;
      return Response.json(patched ? order({ orderStatus: 'shipped' }) : order());
    });
    renderOrder();
    await userEvent.selectOptions(await screen.findByLabelText('New status'), 'shipped');
    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));
    // The order's read comes back with the new status (the form's options follow it) ...
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped'));
    // ... and the owner is still told what happened.
    expect(screen.getByText('Order marked Shipped.')).toBeInTheDocument();
    expect(screen.getByLabelText('New status')).toHaveValue('');
  });

  it('sends the status with the note through the SPEC’s call and says so', async () => {
    apiMock.mockImplementation(async (request) =>
      request.method === 'PATCH'
        ? Response.json(
            order({ orderStatus: 'shipped', adminNotes: [{ text: 'AWB 5512', at: '2026-11-21T04:30:00.000Z' }] }),
          )
        : Response.json(order()),
    );
    renderOrder();
    await userEvent.selectOptions(await screen.findByLabelText('New status'), 'shipped');
    await userEvent.type(screen.getByLabelText(/^Note to the shopper/), 'AWB 5512');
    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Order marked Shipped.')).toBeInTheDocument();
    const patch = apiMock.mock.calls.map(([request]) => request).find((request) => request.method === 'PATCH');
    expect(patch?.path).toBe('/api/orders/o-1/status');
    expect(patch?.headers.authorization).toBe('Bearer owner-token');
    expect(JSON.parse(patch!.body)).toEqual({ orderStatus: 'shipped', adminNote: 'AWB 5512' });
  });

  it('asks for a choice rather than sending a status nobody chose', async () => {
    apiMock.mockResolvedValue(Response.json(order()));
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Update status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose what to do with the order.');
    expect(apiMock.mock.calls.some(([request]) => request.method === 'PATCH')).toBe(false);
  });

  it('a cash-on-delivery order awaiting the call: whom to call, time left, every line of its total, and Confirm', async () => {
    const heldUntil = new Date(Date.now() + (47 * 60 + 30) * 60_000).toISOString();
    const cod = order({
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'Cash on Delivery',
      items: [
        { id: 'thali', name: 'Thali Plate', price: 299, quantity: 1, type: 'product', imageUrl: null, lineTotal: 299 },
      ],
      subtotal: 299,
      shipping: 150,
      codFee: 50,
      totalAmount: 499,
      total: 499,
      heldUntil,
    });
    apiMock.mockImplementation(async (request) =>
      request.method === 'POST'
        ? Response.json({ ...cod, orderStatus: 'confirmed', heldUntil: null })
        : Response.json(cod),
    );
    renderOrder();
    const panel = await screen.findByRole('region', { name: 'Cash on delivery' });
    expect(panel).toHaveTextContent('Call the shopper on +919876543210');
    expect(within(panel).getByTestId('cod-deadline')).toHaveTextContent(/^47 h (29|30) min left to confirm/);
    const totals = screen.getByLabelText('Totals');
    expect(totals).toHaveTextContent('Cash on delivery feeRs. 50/-');
    expect(totals).toHaveTextContent('TotalRs. 499/-');
    // Only Cancel is a status change of a pending order, and it is not chosen for the owner.
    expect(screen.getByLabelText('New status')).toHaveValue('');
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm order (after the call)' }));
    expect(await screen.findByText('Order confirmed: it can now be packed and shipped.')).toBeInTheDocument();
    const post = apiMock.mock.calls.map(([request]) => request).find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/orders/o-1/confirm-cod');
  });

  it('says the order can be packed only while it is confirmed: once shipped, the status line follows (issue 53)', async () => {
    let current = order({
      orderStatus: 'pending',
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'Cash on Delivery',
      heldUntil: new Date(Date.now() + 3_600_000).toISOString(),
    });
    apiMock.mockImplementation(async (request) => {
      if (request.method === 'POST')
        current = { ...current, orderStatus: 'confirmed', status: 'confirmed', heldUntil: null };
      if (request.method === 'PATCH') current = { ...current, orderStatus: 'shipped', status: 'shipped' };
      return Response.json(current);
    });
    renderOrder();
    const panel = await screen.findByRole('region', { name: 'Cash on delivery' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Confirm order (after the call)' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Confirmed'));
    expect(screen.getByText('Order confirmed: it can now be packed and shipped.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('New status'), 'shipped');
    await userEvent.click(screen.getByRole('button', { name: 'Update status' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped'));
    expect(screen.getByText('Order marked Shipped.')).toBeInTheDocument();
    expect(screen.queryByText('Order confirmed: it can now be packed and shipped.')).not.toBeInTheDocument();
  });

  it("downloads the shopper's GST invoice with the owner's token once the order has one", async () => {
    const { saved, click: clicked } = captureDownloads();
    apiMock.mockImplementation(async ({ path }) =>
      path.endsWith('/invoice')
        ? new Response('%PDF-1.7 invoice', { status: 200, headers: { 'Content-Type': 'application/pdf' } })
        : Response.json(order()),
    );
    renderOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const request = apiMock.mock.calls.find(([call]) => call.path.endsWith('/invoice'))?.[0];
    expect(request).toMatchObject({ method: 'GET', path: '/api/orders/o-1/invoice' });
    expect(request?.headers.authorization).toBe('Bearer owner-token');
    expect(saved[0]?.download).toBe('mitti-invoice-MS-2026-000042.pdf');
    expect(await blobText(saved[0]!.blob)).toBe('%PDF-1.7 invoice');
    clicked.mockRestore();
  });

  it('offers no invoice for an order not yet paid', async () => {
    apiMock.mockResolvedValue(Response.json(order({ orderStatus: 'pending', paymentStatus: 'pending' })));
    renderOrder();
    expect(await screen.findByRole('heading', { name: 'Order MS-2026-000042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download invoice' })).not.toBeInTheDocument();
  });

  it('a cancelled paid order shows the refund owed with Mark refunded, and no status to move to', async () => {
    apiMock.mockResolvedValue(
      Response.json(
        order({ orderStatus: 'cancelled', paymentStatus: 'refund_due', refundAmount: 1450, refundPercent: 100 }),
      ),
    );
    renderOrder();
    expect(await screen.findByRole('heading', { name: 'Refund owed' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Refund' })).toHaveTextContent(
      'Rs. 1,450/- is owed back to the shopper (100% of what was paid).',
    );
    expect(screen.getByRole('button', { name: 'Mark refunded' })).toBeEnabled();
    expect(screen.getByText(/its status can no longer change/)).toBeInTheDocument();
  });
});
