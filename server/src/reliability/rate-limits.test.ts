import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { ROUTE_RATE_LIMITS, TOO_MANY_REQUESTS } from '../plugins/route-rate-limits';
import { bearer, createEmulatorUser, type EmulatorUser } from '../test/emulator-users';
import { shippingAddress } from '../test/shipping-address';
import { createTestDatabase } from '../test/test-app';
import { testAuth, testVerifier as verifier } from './support/test-verifier';

describe('rate limits on sign-in-adjacent and write endpoints (one IP)', () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildApp({ db, verifier, rateLimitMax: 1000 });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  }, 60_000);

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

describe('per account, not per address: carrier-grade NAT (real emulator tokens, one IP)', () => {
  const CGNAT = '100.64.0.7';
  const ORDER_LIMIT = ROUTE_RATE_LIMITS['POST /api/orders']!;
  let db: Database;
  let app: FastifyInstance;
  let shoppers: EmulatorUser[];

  beforeAll(async () => {
    db = await createTestDatabase();
    // The default verifier: firebase-admin against the Auth emulator, as in the authorization matrix.
    app = await buildApp({ db, rateLimitMax: 1000 });
    shoppers = await Promise.all(Array.from({ length: 25 }, () => createEmulatorUser()));
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  }, 60_000);

  const placeOrder = (headers: Record<string, string>, payload: object = {}) =>
    app.inject({ method: 'POST', url: '/api/orders', headers, payload, remoteAddress: CGNAT });
  const realOrder = {
    items: [{ id: 'terracotta-dahi-handi', quantity: 1 }],
    paymentMethod: 'Cash on Delivery',
    shippingAddress,
  };

  it('25 different shoppers behind one address each place an order in the same minute', async () => {
    const responses = await Promise.all(shoppers.map((shopper) => placeOrder(bearer(shopper), realOrder)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(25).fill(201));
    const owners = new Set(responses.map((response) => response.json<{ userId: string }>().userId));
    expect(owners.size).toBe(25);
  });

  it('one account over its limit still gets 429 with the message and Retry-After; its neighbours do not', async () => {
    const [busy, neighbour] = shoppers;
    // Its first order above counts: ORDER_LIMIT - 1 more are allowed (refused bodies still count).
    for (let i = 1; i < ORDER_LIMIT; i++) expect((await placeOrder(bearer(busy!))).statusCode).not.toBe(429);
    const limited = await placeOrder(bearer(busy!));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: TOO_MANY_REQUESTS, statusCode: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same account from another address is the same account.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(busy!),
      payload: {},
      remoteAddress: '203.0.113.9',
    });
    expect(elsewhere.statusCode).toBe(429);
    expect((await placeOrder(bearer(neighbour!), realOrder)).statusCode).toBe(201);
  });

  it('garbage or forged tokens cannot open fresh allowances: they count against the address', async () => {
    // The contact form is open to anyone, so a token is not checked by the route itself: only the limiter reads it.
    const address = '198.51.100.4';
    const limit = ROUTE_RATE_LIMITS['POST /api/contacts']!;
    const contact = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/contacts', headers, payload: {}, remoteAddress: address });
    for (let i = 0; i < limit; i++) {
      expect((await contact({ authorization: `Bearer forged-${i}` })).statusCode).toBe(400);
    }
    const noToken: Record<string, string> = {};
    for (const headers of [
      noToken,
      { authorization: 'Bearer forged-99' },
      { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
    ]) {
      const limited = await contact(headers);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: TOO_MANY_REQUESTS, statusCode: 429 });
    }
    // A verified shopper behind that address still has the account's own allowance.
    expect((await contact(bearer(shoppers[2]!))).statusCode).toBe(400);
  });

  it('a request without a valid token to a signed-in route is refused (401) before it could use any allowance', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: 'Bearer forged' },
      payload: realOrder,
      remoteAddress: CGNAT,
    });
    expect(refused.statusCode).toBe(401);
  });
});
