import { beforeEach, describe, expect, it, jest } from '@jest/globals';

import { waitFor } from '@testing-library/react';
import type { TestApiHandler } from '../../test/test-api-server';
import { shippingAddress } from '../../test/shipping-address';
import { json } from '../../test/test-api-server';

jest.unstable_mockModule('react-toastify', () => ({
  toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

const { configureApiClient } = await import('../api/api-config');
const { testApiForEachTest } = await import('../../test/test-api-server');
const { toast } = await import('react-toastify');
const { addGuestOrder, GUEST_ORDERS_KEY, readGuestOrders, readMergedGuestOrders } =
  await import('./guest-order-storage');
const { mergeGuestOrders } = await import('./merge-guest-orders');
const { mergedNotice } = await import('./merge-all');

const user = { uid: 'u1', email: 'asha@example.in', displayName: 'Asha' };
const item = (id: string) => ({ id, name: id, price: 100, quantity: 1 });
const saved = (id: string) =>
  addGuestOrder({ items: [item(id)], totalAmount: 250, shippingAddress, guestEmail: 'asha@example.in' });

describe('mergeGuestOrders', () => {
  const server = testApiForEachTest();
  const apiMock = jest.fn<TestApiHandler>();
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    jest.mocked(toast.info).mockClear();
    jest.mocked(toast.error).mockClear();
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => 'token', onAuthExpired: () => undefined });
  });

  it('posts each guest order with its guest id and user info, then clears local storage', async () => {
    const first = saved('bowl');
    saved('mug');
    let n = 0;
    apiMock.mockImplementation(async () => json(201, { id: `o${++n}`, orderNumber: `MS-100${n}`, items: [] }));
    const result = await mergeGuestOrders(user);
    expect(result.merged).toHaveLength(2);
    expect(apiMock).toHaveBeenCalledTimes(2);
    const [request] = apiMock.mock.calls[0]!;
    expect(request).toMatchObject({ method: 'POST', path: '/api/orders' });
    // Only what the API reads: at the price and total the shopper saw, paid as the checkout offered: card / UPI
    // (issue 33); who orders is the signed-in caller, not a field of the body (issue 34).
    expect(JSON.parse(request.body)).toEqual({
      items: [{ id: 'bowl', quantity: 1, type: 'product', price: 100 }],
      totalAmount: 250,
      paymentMethod: 'Card / UPI',
      shippingAddress,
      guestOrderId: first.guestOrderId,
    });
    expect(localStorage.getItem(GUEST_ORDERS_KEY)).toBeNull();
    expect(readMergedGuestOrders()).toEqual(['o1', 'o2']);
    // The toast library comes with the first toast.
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith(
        'Guest orders MS-1001, MS-1002 were placed on your account. See them in My Orders.',
        expect.anything(),
      ),
    );
  });

  it('names a single merged order', () => {
    expect(mergedNotice([{ id: 'o1', orderNumber: 'MS-1001', items: [] }])).toBe(
      'Guest order MS-1001 was placed on your account. See it in My Orders.',
    );
    expect(mergedNotice([])).toBeNull();
  });

  it('says when a merged order waits for its card / UPI payment, and how much', () => {
    const unpaid = {
      id: 'o1',
      orderNumber: 'MS-1001',
      items: [],
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'Card / UPI',
      totalAmount: 948,
    };
    expect(mergedNotice([unpaid])).toBe(
      'Guest order MS-1001 was placed on your account and waits for payment by card / UPI: Rs. 948. Pay for it in My Orders.',
    );
    expect(mergedNotice([unpaid, { ...unpaid, id: 'o2', orderNumber: 'MS-1002' }])).toBe(
      'Guest orders MS-1001, MS-1002 were placed on your account; they wait for payment by card / UPI. Pay for them in My Orders.',
    );
  });

  it('drops orders the server refuses, keeps those that did not reach it', async () => {
    saved('sold-out');
    saved('offline');
    apiMock
      .mockResolvedValueOnce(json(400, { error: 'sold-out is out of stock' }))
      .mockRejectedValueOnce(new Error('drop the connection'));
    const result = await mergeGuestOrders(user);
    expect(result.rejected[0]?.message).toBe('sold-out is out of stock');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'A guest order could not be placed: sold-out is out of stock',
        expect.anything(),
      ),
    );
    expect(readGuestOrders().map((o) => o.items[0]?.id)).toEqual(['offline']);
  });

  it('does nothing without guest orders, and runs once when called twice at the same time', async () => {
    await mergeGuestOrders(user);
    expect(apiMock).not.toHaveBeenCalled();
    saved('bowl');
    apiMock.mockImplementation(async () => json(201, { id: 'o', items: [] }));
    await Promise.all([mergeGuestOrders(user), mergeGuestOrders(user)]);
    expect(apiMock).toHaveBeenCalledTimes(1);
  });
});
