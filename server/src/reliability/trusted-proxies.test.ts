import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { STRICT_TRANSPORT_SECURITY } from '@mitti/server-kit/trusted-proxies';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { ROUTE_RATE_LIMITS, TOO_MANY_REQUESTS } from '../plugins/route-rate-limits';
import { createTestDatabase } from '../test/test-app';
import { testVerifier as verifier } from './support/test-verifier';

/**
 * Behind one load balancer (TRUST_PROXY=<its address>, decision 057): the client address a limit counts against is the one
 * the balancer saw, the last of X-Forwarded-For; whatever a client writes before it is its own invention.
 */
describe('rate limits behind one trusted proxy', () => {
  const BALANCER = '10.1.0.2';
  const NEWSLETTER_LIMIT = ROUTE_RATE_LIMITS['POST /api/newsletter']!;
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildApp({ db, verifier, rateLimitMax: 1000, trustProxy: [BALANCER] });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  }, 60_000);

  /** A newsletter post from `client`, through the balancer, which appends the address it saw. */
  const subscribe = (client: string, forged?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: `reader-${Math.random().toString(36).slice(2)}@example.com` },
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': forged ? `${forged}, ${client}` : client },
    });

  it('a client forging a new X-Forwarded-For on every post is still limited by its real address', async () => {
    const answers = [];
    for (let i = 0; i < NEWSLETTER_LIMIT + 3; i++) answers.push(await subscribe('203.0.113.7', `198.51.100.${i}`));
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(answers.slice(0, NEWSLETTER_LIMIT).map((answer) => answer.statusCode)).toEqual(
      Array(NEWSLETTER_LIMIT).fill(200),
    );
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toEqual({ error: TOO_MANY_REQUESTS, statusCode: 429 });
  });

  it('another client behind the same balancer keeps its own allowance', async () => {
    expect((await subscribe('203.0.113.8')).statusCode).toBe(200);
  });

  it('a client reaching the API directly cannot claim another address', async () => {
    const direct = (forged: string) =>
      app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'direct@example.com' },
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': forged },
      });
    const answers = [];
    for (let i = 0; i < NEWSLETTER_LIMIT + 1; i++) answers.push((await direct(`198.51.100.${100 + i}`)).statusCode);
    expect(answers.at(-1)).toBe(429);
  });

  it('sends HSTS with what reached the client over HTTPS, as the balancer says, and believes no client that says so', async () => {
    const read = (remoteAddress: string) =>
      app.inject({ url: '/products', remoteAddress, headers: { 'x-forwarded-proto': 'https' } });
    expect((await read(BALANCER)).headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect((await read('192.0.2.50')).headers['strict-transport-security']).toBeUndefined();
    expect(
      (await app.inject({ url: '/products', remoteAddress: BALANCER })).headers['strict-transport-security'],
    ).toBeUndefined();
  });
});
