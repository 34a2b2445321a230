import { describe, expect, it, jest } from '@jest/globals';
import { json, startTestApi, type TestApiHandler } from './test-api-server';

describe('the test API (decision 136)', () => {
  it('answers at its own base URL, and hands its handler the path after it', async () => {
    const handler = jest.fn<TestApiHandler>(() => json(200, { ok: true }));
    const api = await startTestApi(handler);
    try {
      const response = await fetch(`${api.url}/api/orders?page=2`);
      expect(response.status).toBe(200);
      expect(api.requests.map((request) => request.path)).toEqual(['/api/orders?page=2']);
    } finally {
      await api.close();
    }
  });

  it("refuses a request meant for another server that had its port, and never gives it this test's answers", async () => {
    const handler = jest.fn<TestApiHandler>(() => json(201, { orderId: 'this-tests-order' }));
    const api = await startTestApi(handler);
    try {
      const origin = new URL(api.url).origin;
      // What a finished test's page sends late to its own server, the port since given to this one.
      for (const stale of [`${origin}/api/orders`, `${origin}/test-api-another/api/orders`, `${api.url}x/api/orders`]) {
        const response = await fetch(stale, { method: 'POST', body: '{}' });
        expect({ stale, status: response.status }).toEqual({ stale, status: 421 });
      }
      expect(handler).not.toHaveBeenCalled();
      expect(api.requests).toEqual([]);
    } finally {
      await api.close();
    }
  });
});
