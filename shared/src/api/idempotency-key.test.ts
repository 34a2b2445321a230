import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { testApiForEachTest, type TestApiRequest } from '../../test/test-api-server';
import { configureApiClient } from './api-config';
import { apiRequest } from './api-request';
import { ATTEMPT_TTL_MS, idempotencyKeyFor, isIdempotentWrite, settleAttempt } from './idempotency-key';

const order = {
  method: 'POST',
  path: '/api/payment/create-intent',
  body: { orderData: { items: [{ id: 'p1', quantity: 1 }] } },
};

describe('idempotency keys', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives one attempt one key, kept across calls and key order of the body', async () => {
    const key = await idempotencyKeyFor(order);
    expect(key).toMatch(/^[\w.:-]{8,200}$/);
    expect(await idempotencyKeyFor({ ...order, body: { orderData: { items: [{ quantity: 1, id: 'p1' }] } } })).toBe(
      key,
    );
  });

  it('keeps the key in sessionStorage, so a reload of the same attempt sends it again', async () => {
    const key = await idempotencyKeyFor(order);
    const saved = sessionStorage.getItem('mitti.idempotencyKeys');
    expect(saved).toContain(key);
    // A fresh copy of the module, as after a reload, beside the one the rest of the client keeps using.
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./idempotency-key');
      expect(await fresh.idempotencyKeyFor(order)).toBe(key);
    });
  });

  it('gives two taps at once one key, and keeps no address in storage', async () => {
    const withAddress = { ...order, body: { ...order.body, shippingAddress: { address: '12 Potters Lane' } } };
    const [first, second] = await Promise.all([idempotencyKeyFor(withAddress), idempotencyKeyFor(withAddress)]);
    expect(second).toBe(first);
    expect(sessionStorage.getItem('mitti.idempotencyKeys')).not.toContain('Potters');
  });

  it('gives a changed cart a new key', async () => {
    const key = await idempotencyKeyFor(order);
    const changed = { ...order, body: { orderData: { items: [{ id: 'p1', quantity: 2 }] } } };
    expect(await idempotencyKeyFor(changed)).not.toBe(key);
  });

  it('gives the same request a new key once the attempt is settled', async () => {
    const key = await idempotencyKeyFor(order);
    await settleAttempt(order);
    expect(sessionStorage.getItem('mitti.idempotencyKeys')).toBeNull();
    expect(await idempotencyKeyFor(order)).not.toBe(key);
  });

  it('forgets an unsettled attempt after a day', async () => {
    const workshop = { method: 'POST', path: '/api/orders', body: { items: [{ id: 'w1', type: 'workshop' }] } };
    const key = await idempotencyKeyFor(workshop, 1_000);
    expect(await idempotencyKeyFor(workshop, 1_000 + ATTEMPT_TTL_MS - 1)).toBe(key);
    expect(await idempotencyKeyFor(workshop, 1_000 + ATTEMPT_TTL_MS)).not.toBe(key);
  });

  it('covers the order and payment writes only', () => {
    expect(isIdempotentWrite({ method: 'POST', path: '/api/orders' })).toBe(true);
    expect(isIdempotentWrite({ method: 'post', path: '/api/payment/create' })).toBe(true);
    expect(isIdempotentWrite({ method: 'POST', path: '/api/payment/create-intent' })).toBe(true);
    expect(isIdempotentWrite({ method: 'GET', path: '/api/orders/user/u1' })).toBe(false);
    expect(isIdempotentWrite({ method: 'POST', path: '/api/contacts' })).toBe(false);
  });
});

describe('the API client with idempotent writes (a real HTTP server)', () => {
  const server = testApiForEachTest();
  const handler = jest.fn<(request: TestApiRequest) => Response | Promise<Response>>();
  const sentKey = (call: number) => handler.mock.calls[call]?.[0].headers['idempotency-key'];
  const json = (status: number, body: unknown) => Response.json(body, { status });
  const placeOrder = () => apiRequest({ path: '/api/orders', method: 'POST', body: { items: [{ id: 'p1' }] } });

  beforeEach(() => {
    sessionStorage.clear();
    handler.mockReset();
    server.answer(handler);
    configureApiClient({ baseUrl: server.url, getToken: async () => 'token', onAuthExpired: jest.fn<() => void>() });
  });

  it('retries a write that got no answer with the same key, then starts a new attempt after success', async () => {
    handler
      .mockRejectedValueOnce(new Error('drop the connection'))
      .mockResolvedValueOnce(json(503, { error: 'busy' }))
      .mockResolvedValueOnce(json(201, { id: 'o1' }))
      .mockResolvedValueOnce(json(201, { id: 'o2' }));
    await expect(placeOrder()).rejects.toThrow();
    await expect(placeOrder()).rejects.toThrow('busy');
    await expect(placeOrder()).resolves.toEqual({ id: 'o1' });
    await expect(placeOrder()).resolves.toEqual({ id: 'o2' });
    expect(sentKey(0)).toMatch(/^mitti-[0-9a-f]{32}$/);
    expect(sentKey(1)).toBe(sentKey(0));
    expect(sentKey(2)).toBe(sentKey(0));
    expect(sentKey(3)).toMatch(/^mitti-[0-9a-f]{32}$/);
    expect(sentKey(3)).not.toBe(sentKey(0));
  });

  it('keeps the key on the retry after a 401 and after a timeout, and starts a new attempt after a refusal', async () => {
    const getToken = jest.fn(async (force: boolean) => (force ? 'fresh' : 'stale'));
    configureApiClient({ getToken });
    // The server never answers the first call, and the client gives up after 1 s. On a loaded machine the request
    // may not even be out by then (the timeout also covers the CORS preflight), so nothing below depends on whether
    // the server saw it: the attempt's key is the one the client's own store holds for it.
    handler.mockImplementation(() => new Promise<Response>(() => undefined));
    const order = { path: '/api/orders', method: 'POST', body: { items: [{ id: 'p1' }] } };
    const attemptKey = await idempotencyKeyFor(order);
    await expect(apiRequest({ ...order, timeoutMs: 1_000 })).rejects.toThrow('No response from server');
    expect(handler.mock.calls.map(([request]) => request.headers['idempotency-key'] ?? 'none')).toEqual(
      handler.mock.calls.map(() => attemptKey),
    );
    handler.mockReset();
    handler
      .mockResolvedValueOnce(json(401, {}))
      .mockResolvedValueOnce(json(409, { error: 'Vase is out of stock' }))
      .mockResolvedValueOnce(json(201, { id: 'o1' }));
    await expect(placeOrder()).rejects.toThrow('Vase is out of stock');
    await expect(placeOrder()).resolves.toEqual({ id: 'o1' });
    expect(handler.mock.calls.map(([request]) => request.headers.authorization)).toEqual([
      'Bearer stale',
      'Bearer fresh',
      'Bearer stale',
    ]);
    expect(sentKey(0)).toBe(attemptKey);
    expect(sentKey(1)).toBe(attemptKey);
    expect(sentKey(2)).toMatch(/^mitti-[0-9a-f]{32}$/);
    expect(sentKey(2)).not.toBe(attemptKey);
  });

  it('keys the payment writes too, and sends no key on reads and other writes', async () => {
    handler.mockImplementation(async () => json(200, {}));
    await apiRequest({ path: '/api/payment/create-intent', method: 'POST', body: { orderData: {} } });
    await apiRequest({ path: '/api/payment/create', method: 'POST', body: { orderId: 'o1' } });
    await apiRequest({ path: '/products' });
    await apiRequest({ path: '/api/contacts', method: 'POST', body: { name: 'Asha' } });
    expect(sentKey(0)).toMatch(/^mitti-/);
    expect(sentKey(1)).toMatch(/^mitti-/);
    expect(sentKey(2)).toBeUndefined();
    expect(sentKey(3)).toBeUndefined();
  });
});
