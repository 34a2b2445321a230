import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { ROUTE_RATE_LIMITS, TOO_MANY_REQUESTS } from '../plugins/route-rate-limits';
import { createTestDatabase } from '../test/test-app';
import { testAuth, testVerifier as verifier } from './support/test-verifier';

describe('rate limits on sign-in-adjacent and write endpoints (one IP)', () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildApp({ db, verifier, rateLimitMax: 1000 });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it.each(Object.entries(ROUTE_RATE_LIMITS))(
    '%s allows %i a minute, then 429 with a clear message',
    async (route, max) => {
      const [method, pattern = ''] = route.split(' ');
      const url = pattern.replace(':uid', 'limited');
      const send = () =>
        app.inject({
          method: method as 'POST',
          url,
          headers: testAuth('limited'),
          payload: {},
          remoteAddress: `10.0.0.${max}`,
        });
      for (let i = 0; i < max; i++) expect((await send()).statusCode).not.toBe(429);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: TOO_MANY_REQUESTS, statusCode: 429 });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    },
  );

  it('another IP is not affected', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'a@example.com' },
      remoteAddress: '10.9.9.9',
    });
    expect(response.statusCode).toBe(200);
  });

  it('reads stay on the global limit', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await app.inject({ method: 'GET', url: '/workshops', remoteAddress: '10.0.0.200' })).statusCode).toBe(
        200,
      );
    }
  });
});
