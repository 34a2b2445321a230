import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  SHOPPER_ADDRESS_HEADER,
  SHOPPER_SIGNATURE_HEADER,
  shopperAddressHeaders,
} from '@mitti/server-kit/shopper-address';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { ROUTE_RATE_LIMITS, TOO_MANY_REQUESTS } from '../plugins/route-rate-limits';
import { createTestDatabase } from '../test/test-app';
import { testVerifier as verifier } from './support/test-verifier';

/**
 * Issue 54: the forms the document server answers and the pages it renders reach the API from the document
 * server's address. Each such request carries the address of the shopper it is for, signed with the secret both
 * servers are given (decision 065): the API counts it against that shopper. Behind the balancer here, as deployed.
 */
const SECRET = 'the-document-servers-secret-for-the-test';
const BALANCER = '10.1.0.2';
const DOCUMENT_SERVER = '10.2.0.5';
const NEWSLETTER_LIMIT = ROUTE_RATE_LIMITS['POST /api/newsletter']!;

const email = () => `reader-${Math.random().toString(36).slice(2)}@example.com`;

/** A newsletter post that reaches the API through the balancer from `from`, with `headers`. */
const subscribe = (app: FastifyInstance, from: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email: email() },
    remoteAddress: BALANCER,
    headers: { 'x-forwarded-for': from, ...headers },
  });

/** The document server's post for the shopper at `shopper`, as shell/server sends it. */
const throughDocumentServer = (app: FastifyInstance, shopper: string, secret = SECRET) =>
  subscribe(app, DOCUMENT_SERVER, shopperAddressHeaders(shopper, secret));

describe("the document server's requests count against the shopper they are for", () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildApp({ db, verifier, rateLimitMax: 1000, trustProxy: [BALANCER], documentServerSecret: SECRET });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await db.close();
  }, 60_000);

  it("one shopper's posts through the document server use up that shopper's limit, not everyone's", async () => {
    const shopperA = '203.0.113.7';
    const answers = [];
    for (let i = 0; i < NEWSLETTER_LIMIT + 1; i++) answers.push(await throughDocumentServer(app, shopperA));
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(NEWSLETTER_LIMIT).fill(200), 429]);
    expect(answers.at(-1)!.json()).toEqual({ error: TOO_MANY_REQUESTS, statusCode: 429 });
    expect(Number(answers.at(-1)!.headers['retry-after'])).toBeGreaterThan(0);
    // Another shopper through the same document server, and the document server's own requests, go on.
    expect((await throughDocumentServer(app, '198.51.100.23')).statusCode).toBe(200);
    expect((await subscribe(app, DOCUMENT_SERVER)).statusCode).toBe(200);
    // The same shopper straight to the API is the same shopper.
    expect((await subscribe(app, shopperA)).statusCode).toBe(429);
  });

  it("a client that writes the headers itself is still counted by its own address, and names no one's", async () => {
    const client = '192.0.2.50';
    const named = '198.51.100.77';
    const forgeries = [
      { [SHOPPER_ADDRESS_HEADER]: named },
      { [SHOPPER_ADDRESS_HEADER]: named, [SHOPPER_SIGNATURE_HEADER]: 'made-up' },
      // Signed, but with a secret the API does not have.
      shopperAddressHeaders(named, 'a-guessed-secret-a-guessed-secret'),
      // A real signature, for another address than the one named.
      { ...shopperAddressHeaders('198.51.100.78', SECRET), [SHOPPER_ADDRESS_HEADER]: named },
      { [SHOPPER_ADDRESS_HEADER]: 'not an address', [SHOPPER_SIGNATURE_HEADER]: 'x' },
    ];
    const answers = [];
    for (const forged of forgeries) answers.push((await subscribe(app, client, forged)).statusCode);
    expect(answers).toEqual(Array(NEWSLETTER_LIMIT).fill(200));
    expect(
      (await subscribe(app, client, shopperAddressHeaders(named, 'a-guessed-secret-a-guessed-secret'))).statusCode,
    ).toBe(429);
    // The shopper it named has all of its own allowance.
    for (let i = 0; i < NEWSLETTER_LIMIT; i++) expect((await throughDocumentServer(app, named)).statusCode).toBe(200);
  });
});

describe('an API without the secret believes no address a request names (fails closed)', () => {
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

  it("counts the document server's signed requests against the document server", async () => {
    for (let i = 0; i < NEWSLETTER_LIMIT; i++) {
      expect((await throughDocumentServer(app, '203.0.113.7')).statusCode).toBe(200);
    }
    expect((await throughDocumentServer(app, '198.51.100.23')).statusCode).toBe(429);
  });
});
