import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../api/api-config';
import { addGuestOrder, GUEST_ORDERS_KEY, readGuestOrders } from './guest-order-storage';
import { mergeGuestOrders } from './merge-guest-orders';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = { uid: 'u1', email: 'asha@example.in', displayName: 'Asha' };
const item = (id: string) => ({ id, name: id, price: 100, quantity: 1 });

describe('mergeGuestOrders', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ baseUrl: 'http://api.test', getToken: async () => 'token', onAuthExpired: () => undefined });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts each guest order with its guest id and user info, then clears local storage', async () => {
    const first = addGuestOrder({ items: [item('bowl')], totalAmount: 250 });
    addGuestOrder({ items: [item('mug')], totalAmount: 250 });
    fetchMock.mockImplementation(async () => json(201, { id: 'o', items: [] }));
    const result = await mergeGuestOrders(user);
    expect(result.merged).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/orders');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      items: [{ id: 'bowl', quantity: 1, type: 'product' }],
      guestOrderId: first.guestOrderId,
      userId: 'u1',
      userEmail: 'asha@example.in',
    });
    expect(localStorage.getItem(GUEST_ORDERS_KEY)).toBeNull();
  });

  it('drops orders the server refuses, keeps those that did not reach it', async () => {
    addGuestOrder({ items: [item('sold-out')], totalAmount: 250 });
    addGuestOrder({ items: [item('offline')], totalAmount: 250 });
    fetchMock
      .mockResolvedValueOnce(json(400, { error: 'sold-out is out of stock' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await mergeGuestOrders(user);
    expect(result.rejected[0]?.message).toBe('sold-out is out of stock');
    expect(readGuestOrders().map((o) => o.items[0]?.id)).toEqual(['offline']);
  });

  it('does nothing without guest orders, and runs once when called twice at the same time', async () => {
    await mergeGuestOrders(user);
    expect(fetchMock).not.toHaveBeenCalled();
    addGuestOrder({ items: [item('bowl')], totalAmount: 250 });
    fetchMock.mockImplementation(async () => json(201, { id: 'o', items: [] }));
    await Promise.all([mergeGuestOrders(user), mergeGuestOrders(user)]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
