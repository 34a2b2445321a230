import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { testApiForEachTest, type TestApiRequest } from '../../test/test-api-server';
import { configureApiClient } from './api-config';
import { AUTH_EXPIRED_MESSAGE, NO_RESPONSE_MESSAGE } from './api-error';
import { apiRequest } from './api-request';

/** The client against a real HTTP server on 127.0.0.1 (jsdom's XMLHttpRequest, CORS preflights and all). */
const server = testApiForEachTest();
const json = (status: number, body: unknown) => Response.json(body, { status });
const authOf = (request: TestApiRequest | undefined) => request?.headers.authorization;

describe('the API client (axios)', () => {
  const handler = jest.fn<(request: TestApiRequest) => Response | Promise<Response>>();
  const onAuthExpired = jest.fn<() => void>();
  const sent = () => handler.mock.calls.map(([request]) => request);

  beforeEach(() => {
    handler.mockReset();
    onAuthExpired.mockReset();
    server.answer(handler);
    configureApiClient({ baseUrl: server.url, getToken: async () => 'token-1', onAuthExpired });
  });

  it("sends the shopper's bearer token to the configured API", async () => {
    handler.mockResolvedValueOnce(json(200, [{ id: 'bowl' }]));
    await expect(apiRequest({ path: '/products?category=Bowls' })).resolves.toEqual([{ id: 'bowl' }]);
    expect(sent()[0]).toMatchObject({ method: 'GET', path: '/products?category=Bowls' });
    expect(authOf(sent()[0])).toBe('Bearer token-1');
  });

  it("says the page's language, in which the API writes the mails a call causes: hi on a Hindi page, else en", async () => {
    handler.mockImplementation(() => json(201, {}));
    try {
      document.documentElement.lang = 'hi';
      await apiRequest({ path: '/api/contacts', method: 'POST', body: { name: 'आशा' } });
      document.documentElement.lang = 'en-IN';
      await apiRequest({ path: '/api/contacts', method: 'POST', body: { name: 'Asha' } });
      document.documentElement.removeAttribute('lang');
      await apiRequest({ path: '/api/newsletter', method: 'POST', body: {} });
      document.documentElement.lang = 'hi';
      await apiRequest({ path: '/api/newsletter', method: 'POST', body: {}, headers: { 'Accept-Language': 'en' } });
    } finally {
      document.documentElement.removeAttribute('lang');
    }
    expect(sent().map((request) => request.headers['accept-language'])).toEqual(['hi', 'en', 'en', 'en']);
  });

  it('sends a body as JSON and sends no Authorization header when signed out', async () => {
    configureApiClient({ getToken: async () => null });
    handler.mockResolvedValueOnce(json(201, { id: 'c1' }));
    await expect(apiRequest({ path: '/api/contacts', method: 'POST', body: { name: 'Asha' } })).resolves.toEqual({
      id: 'c1',
    });
    expect(sent()[0]?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(sent()[0]!.body)).toEqual({ name: 'Asha' });
    expect(authOf(sent()[0])).toBeUndefined();
  });

  it('retries a 401 once with a freshly fetched token', async () => {
    const getToken = jest.fn(async (force: boolean) => (force ? 'fresh' : 'stale'));
    configureApiClient({ getToken });
    handler.mockResolvedValueOnce(json(401, { error: 'expired' })).mockResolvedValueOnce(json(200, { orders: [] }));
    await expect(apiRequest({ path: '/api/orders/user/u1' })).resolves.toEqual({ orders: [] });
    expect(sent().map(authOf)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(getToken).toHaveBeenCalledWith(true);
    expect(onAuthExpired).not.toHaveBeenCalled();
  });

  it('gives 401s at the same time one refresh, and each its retry with the fresh token', async () => {
    let refreshes = 0;
    const getToken = jest.fn(async (force: boolean) => {
      if (!force) return 'stale';
      refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return 'fresh';
    });
    configureApiClient({ getToken });
    handler.mockImplementation(async (request) =>
      authOf(request) === 'Bearer fresh' ? json(200, { path: request.path }) : json(401, {}),
    );
    const paths = ['/api/orders/user/u1', '/api/documents/carts/u1', '/api/documents/wishlists/u1', '/api/me'];
    const answers = await Promise.all(paths.map((path) => apiRequest({ path })));
    expect(answers).toEqual(paths.map((path) => ({ path })));
    expect(refreshes).toBe(1);
    expect(sent().filter((request) => authOf(request) === 'Bearer fresh')).toHaveLength(paths.length);
  });

  it('ends the session once (sign-out, /login) when the token cannot be refreshed, without a retry', async () => {
    const getToken = jest.fn(async (force: boolean) => {
      if (force) throw new Error('auth/network-request-failed');
      return 'stale';
    });
    configureApiClient({ getToken });
    handler.mockImplementation(async () => json(401, {}));
    const calls = [apiRequest({ path: '/api/orders/user/u1' }), apiRequest({ path: '/api/me' })];
    for (const call of calls) await expect(call).rejects.toMatchObject({ message: AUTH_EXPIRED_MESSAGE, status: 401 });
    expect(sent()).toHaveLength(2);
    expect(onAuthExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the fresh token is refused too', async () => {
    handler.mockImplementation(async () => json(401, {}));
    await expect(apiRequest({ path: '/api/orders' })).rejects.toThrow(AUTH_EXPIRED_MESSAGE);
    expect(sent()).toHaveLength(2);
    expect(onAuthExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session and raises the expired message when a call that needs a token has none', async () => {
    configureApiClient({ getToken: async () => null });
    await expect(apiRequest({ path: '/api/orders/user/u1', requireAuth: true })).rejects.toMatchObject({
      message: AUTH_EXPIRED_MESSAGE,
      status: 401,
    });
    expect(onAuthExpired).toHaveBeenCalledTimes(1);
    expect(sent()).toHaveLength(0);
  });

  it("gives the server's message, or the status", async () => {
    handler
      .mockResolvedValueOnce(json(404, { error: 'Product not found' }))
      .mockResolvedValueOnce(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(apiRequest({ path: '/products/x' })).rejects.toMatchObject({
      message: 'Product not found',
      status: 404,
      data: { error: 'Product not found' },
    });
    await expect(apiRequest({ path: '/products' })).rejects.toMatchObject({
      message: 'Server error: 502',
      status: 502,
    });
  });

  it('says there was no response when the connection drops', async () => {
    handler.mockRejectedValueOnce(new Error('drop the connection'));
    await expect(apiRequest({ path: '/products' })).rejects.toMatchObject({
      message: NO_RESPONSE_MESSAGE,
      status: null,
    });
  });

  it('says there was no response when the server cannot be reached', async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(apiRequest({ path: '/products' })).rejects.toMatchObject({
      message: NO_RESPONSE_MESSAGE,
      status: null,
    });
  });

  it("abandons a call after its timeout with the no-response message (the orders call's 15 s)", async () => {
    handler.mockReturnValueOnce(new Promise<Response>(() => undefined));
    const started = Date.now();
    await expect(apiRequest({ path: '/api/orders/user/u1', timeoutMs: 150 })).rejects.toMatchObject({
      message: NO_RESPONSE_MESSAGE,
      status: null,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('leaves a call its caller cancelled as a cancellation, not an error message', async () => {
    handler.mockReturnValueOnce(new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const call = apiRequest({ path: '/products', signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(call).rejects.toMatchObject({ name: 'CanceledError' });
  });

  it('says a limit was reached and when to try again, from Retry-After, whatever the answer says', async () => {
    const refused = (headers: Record<string, string>) =>
      new Response(JSON.stringify({ error: 'Too many requests. Please try again in a minute.' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Access-Control-Expose-Headers': 'Retry-After', ...headers },
      });
    const limit = (when: string) => ({
      message: `Too many requests: you have reached the limit. Please try again in ${when}.`,
      status: 429,
    });
    handler
      .mockResolvedValueOnce(refused({ 'Retry-After': '42' }))
      .mockResolvedValueOnce(refused({ 'Retry-After': '1' }))
      .mockResolvedValueOnce(refused({ 'Retry-After': '150' }))
      .mockResolvedValueOnce(refused({}));
    await expect(apiRequest({ path: '/api/newsletter', method: 'POST', body: {} })).rejects.toMatchObject(
      limit('42 seconds'),
    );
    await expect(apiRequest({ path: '/api/contacts', method: 'POST', body: {} })).rejects.toMatchObject(
      limit('1 second'),
    );
    await expect(apiRequest({ path: '/workshops' })).rejects.toMatchObject(limit('3 minutes'));
    // An answer that does not say when (a proxy's own 429): a minute, the window of the shop's limits.
    await expect(apiRequest({ path: '/products' })).rejects.toMatchObject(limit('a minute'));
  });

  it("keeps the API's own refusal of a Hindi page's call, in Hindi, and says a proxy's own limit in English", async () => {
    const hindi = 'बहुत अधिक अनुरोध। कृपया एक मिनट बाद फिर से कोशिश करें।';
    handler
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ error: hindi }), {
          status: 429,
          headers: {
            'Content-Type': 'application/json',
            'Access-Control-Expose-Headers': 'Retry-After',
            'Retry-After': '42',
          },
        }),
      )
      .mockResolvedValueOnce(new Response('Too Many Requests', { status: 429 }));
    try {
      document.documentElement.lang = 'hi';
      await expect(apiRequest({ path: '/api/contacts', method: 'POST', body: {} })).rejects.toMatchObject({
        message: hindi,
        status: 429,
      });
      await expect(apiRequest({ path: '/products' })).rejects.toMatchObject({
        message: 'Too many requests: you have reached the limit. Please try again in a minute.',
        status: 429,
      });
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });

  it('gives an empty answer (204) as undefined', async () => {
    handler.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest({ path: '/api/documents/carts/u1', method: 'PUT', body: {} })).resolves.toBeUndefined();
  });
});
