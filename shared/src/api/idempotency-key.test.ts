import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './api-config';
import { fetchWithAuth } from './fetch-with-auth';
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
    vi.resetModules();
    const fresh = await import('./idempotency-key');
    expect(await fresh.idempotencyKeyFor(order)).toBe(key);
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

describe('fetchWithAuth with idempotent writes', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sentKey = (call: number) =>
    (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  const placeOrder = () => fetchWithAuth({ path: '/api/orders', method: 'POST', body: { items: [{ id: 'p1' }] } });

  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    configureApiClient({ baseUrl: 'http://api.test', getToken: async () => 'token', onAuthExpired: vi.fn() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('retries a write that got no answer with the same key, then starts a new attempt after success', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(503, { error: 'busy' }))
      .mockResolvedValueOnce(json(201, { id: 'o1' }))
      .mockResolvedValueOnce(json(201, { id: 'o2' }));
    await expect(placeOrder()).rejects.toThrow();
    await expect(placeOrder()).rejects.toThrow('busy');
    await expect(placeOrder()).resolves.toEqual({ id: 'o1' });
    await expect(placeOrder()).resolves.toEqual({ id: 'o2' });
    expect(sentKey(0)).toBeDefined();
    expect(sentKey(1)).toBe(sentKey(0));
    expect(sentKey(2)).toBe(sentKey(0));
    expect(sentKey(3)).toBeDefined();
    expect(sentKey(3)).not.toBe(sentKey(0));
  });

  it('starts a new attempt after a refusal, and sends the same key on the 401 retry', async () => {
    const getToken = vi.fn(async (force: boolean) => (force ? 'fresh' : 'stale'));
    configureApiClient({ getToken });
    fetchMock
      .mockResolvedValueOnce(json(401, {}))
      .mockResolvedValueOnce(json(409, { error: 'Vase is out of stock' }))
      .mockResolvedValueOnce(json(201, { id: 'o1' }));
    await expect(placeOrder()).rejects.toThrow('Vase is out of stock');
    await expect(placeOrder()).resolves.toEqual({ id: 'o1' });
    expect(sentKey(1)).toBe(sentKey(0));
    expect(sentKey(2)).not.toBe(sentKey(0));
  });

  it('sends no key on reads and other writes', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    await fetchWithAuth({ path: '/products' });
    await fetchWithAuth({ path: '/api/contacts', method: 'POST', body: { name: 'Asha' } });
    expect(sentKey(0)).toBeUndefined();
    expect(sentKey(1)).toBeUndefined();
  });
});
