import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { TOO_MANY_REQUESTS } from '../plugins/route-rate-limits';
import { createTestDatabase } from '../test/test-app';
import { testVerifier as verifier } from './support/test-verifier';

describe('rate limits shared by the copies of the API on one database', () => {
  let db: Database;
  let copies: FastifyInstance[];
  const MAX = 6;

  beforeAll(async () => {
    db = await createTestDatabase();
    copies = await Promise.all([1, 2].map(() => buildApp({ db, verifier, rateLimitMax: MAX, sharedRateLimits: true })));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(copies.map((copy) => copy.close()));
    await db.close();
  }, 60_000);

  const read = (copy: FastifyInstance, address: string) =>
    copy.inject({ method: 'GET', url: '/workshops', remoteAddress: address });

  it('allow a client what one copy allows, wherever the balancer sends its requests', async () => {
    const statuses: number[] = [];
    // Alternating copies, as a round-robin balancer does: the limit is the same MAX, not MAX per copy.
    for (let i = 0; i < MAX; i++) statuses.push((await read(copies[i % 2]!, '10.1.0.1')).statusCode);
    expect(statuses).toEqual(Array(MAX).fill(200));
    for (const copy of copies) {
      const refused = await read(copy, '10.1.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: TOO_MANY_REQUESTS, statusCode: 429 });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await read(copies[1]!, '10.1.0.2')).statusCode).toBe(200);
  });

  it("count a route's own limit apart from the global one, for every copy", async () => {
    const send = (copy: FastifyInstance) =>
      copy.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'shared@example.in' },
        remoteAddress: '10.1.0.3',
      });
    // POST /api/newsletter allows 5 a minute (route-rate-limits.ts).
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(copies[i % 2]!)).statusCode);
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('never lose a hit when the copies count at once', async () => {
    const answers = await Promise.all(Array.from({ length: 3 * MAX }, (_, i) => read(copies[i % 2]!, '10.1.0.4')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(MAX);
  });
});
