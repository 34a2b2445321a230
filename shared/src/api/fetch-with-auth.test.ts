import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './api-config';
import { AUTH_EXPIRED_MESSAGE, NO_RESPONSE_MESSAGE, fetchWithAuth } from './fetch-with-auth';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('fetchWithAuth', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onAuthExpired = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    onAuthExpired.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  const authHeader = (call: number) =>
    (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>)?.Authorization;

  it('sends the bearer token to the configured base URL', async () => {
    configureApiClient({ baseUrl: 'http://api.test', getToken: async () => 'token-1', onAuthExpired });
    fetchMock.mockResolvedValueOnce(json(200, [{ id: 'a' }]));
    await expect(fetchWithAuth({ path: '/products' })).resolves.toEqual([{ id: 'a' }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://api.test/products');
    expect(authHeader(0)).toBe('Bearer token-1');
  });

  it('retries once with a fresh token after a 401', async () => {
    const getToken = vi.fn(async (force: boolean) => (force ? 'fresh' : 'stale'));
    configureApiClient({ baseUrl: 'http://api.test', getToken, onAuthExpired });
    fetchMock.mockResolvedValueOnce(json(401, { error: 'expired' })).mockResolvedValueOnce(json(200, { orders: [] }));
    await expect(fetchWithAuth({ path: '/api/orders/user/u1' })).resolves.toEqual({ orders: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authHeader(0)).toBe('Bearer stale');
    expect(authHeader(1)).toBe('Bearer fresh');
    expect(onAuthExpired).not.toHaveBeenCalled();
  });

  it('gives up after the second 401 and sends the shopper to sign in', async () => {
    configureApiClient({ baseUrl: 'http://api.test', getToken: async () => 'token', onAuthExpired });
    fetchMock.mockResolvedValue(json(401, {}));
    await expect(fetchWithAuth({ path: '/api/orders' })).rejects.toThrow(AUTH_EXPIRED_MESSAGE);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onAuthExpired).toHaveBeenCalledOnce();
  });

  it('goes to sign in when the token cannot be refreshed', async () => {
    const getToken = vi.fn(async (force: boolean) => {
      if (force) throw new Error('network');
      return 'stale';
    });
    configureApiClient({ baseUrl: 'http://api.test', getToken, onAuthExpired });
    fetchMock.mockResolvedValueOnce(json(401, {}));
    await expect(fetchWithAuth({ path: '/api/orders' })).rejects.toThrow(AUTH_EXPIRED_MESSAGE);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(onAuthExpired).toHaveBeenCalledOnce();
  });

  it('refuses a call that needs a token when there is none', async () => {
    configureApiClient({ baseUrl: 'http://api.test', getToken: async () => null, onAuthExpired });
    await expect(fetchWithAuth({ path: '/api/orders', requireAuth: true })).rejects.toThrow(AUTH_EXPIRED_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("surfaces the server's message, or the status", async () => {
    configureApiClient({ baseUrl: 'http://api.test', getToken: async () => null, onAuthExpired });
    fetchMock.mockResolvedValueOnce(json(404, { error: 'Product not found' }));
    await expect(fetchWithAuth({ path: '/products/x' })).rejects.toMatchObject({
      message: 'Product not found',
      status: 404,
    });
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502 }));
    await expect(fetchWithAuth({ path: '/products' })).rejects.toThrow('Server error: 502');
  });

  it('says so when the server cannot be reached', async () => {
    configureApiClient({ baseUrl: 'http://api.test', getToken: async () => null, onAuthExpired });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchWithAuth({ path: '/products' })).rejects.toThrow(NO_RESPONSE_MESSAGE);
  });

  it('abandons a request after its timeout', async () => {
    configureApiClient({ baseUrl: 'http://api.test', getToken: async () => 'token', onAuthExpired });
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('timeout', 'TimeoutError')));
        }),
    );
    await expect(fetchWithAuth({ path: '/api/orders/user/u1', timeoutMs: 20 })).rejects.toThrow(NO_RESPONSE_MESSAGE);
  });
});
