import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../app';
import { createTestDatabase } from '../../test/test-app';
import { fingerprint } from './db-fingerprint';
import { testVerifier } from './test-verifier';

export const FUZZ_RUNS = 1000;
const SEED = 20_260_110;

export interface FuzzRequest {
  url: string;
  /** A string is sent as raw bytes; anything else as its JSON. */
  payload?: unknown;
  headers?: Record<string, string>;
}

/** Noise appended to a path: a query string the route must ignore or refuse, never crash on. */
export const querySuffix = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 })
    .map((query) => `?${new URLSearchParams(query).toString()}`),
);

/** A path segment that is never a real id (random text, traversal, huge, encoded junk). */
export const junkSegment = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.constantFrom('..', '%00', "' OR 1=1 --", '00000000-0000-0000-0000-000000000000', 'x'.repeat(300)),
    fc.uuid(),
  )
  .map((segment) => encodeURIComponent(segment));

/** Bodies of every JSON shape, plus bytes that are not JSON at all. */
export const anyBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{', '{"items":', 'null', '[]', '\u0000', '{"__proto__":{"admin":true}}'),
);

/** Values that are never a positive whole quantity. */
export const badQuantity = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom(1e12, Number.MAX_SAFE_INTEGER, 2 ** 31),
  fc.string({ maxLength: 5 }),
  fc.constantFrom(null, true, [], {}),
);

export interface FuzzTarget {
  method: 'POST' | 'PUT' | 'PATCH';
  /** Prepares what the generator needs (orders, documents) before the snapshot is taken. */
  setup?(app: FastifyInstance): Promise<void>;
  request(): fc.Arbitrary<FuzzRequest>;
}

const asInject = (method: FuzzTarget['method'], request: FuzzRequest): InjectOptions => {
  const { payload } = request;
  if (payload === undefined) return { method, url: request.url, headers: { ...request.headers } };
  const headers = { 'content-type': 'application/json', ...request.headers };
  return {
    method,
    url: request.url,
    headers,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  };
};

/**
 * One app per route over a fresh database: FUZZ_RUNS seeded inputs must all get a 4xx with a non-empty
 * `error`, and afterwards every table (counts and an md5 of every row) must be exactly as before.
 */
export async function fuzzRoute(target: FuzzTarget): Promise<{ statuses: Record<number, number> }> {
  const db = await createTestDatabase();
  const app = await buildApp({ db, verifier: testVerifier, publicApiUrl: 'http://api.mitti.test' });
  const statuses: Record<number, number> = {};
  try {
    await target.setup?.(app);
    const before = await fingerprint(db);
    await fc.assert(
      fc.asyncProperty(target.request(), async (request) => {
        const response = await app.inject(asInject(target.method, request));
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        const body = response.json<{ error?: unknown }>();
        return (
          response.statusCode >= 400 &&
          response.statusCode < 500 &&
          typeof body.error === 'string' &&
          body.error.length > 0
        );
      }),
      { numRuns: FUZZ_RUNS, seed: SEED },
    );
    expect(await fingerprint(db)).toEqual(before);
    return { statuses };
  } finally {
    await app.close();
    await db.close();
  }
}
