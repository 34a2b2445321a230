import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect, jest } from '@jest/globals';
import { buildApp } from '../../app';
import { createTestDatabase } from '../../test/test-app';
import { fingerprint } from './db-fingerprint';
import { testVerifier } from './test-verifier';

export const FUZZ_RUNS = 1000;
// Every fuzz suite imports this kit, so this sets their tests' time: a thousand cases per route through the
// whole API are well within a minute, but not on a loaded CI machine.
jest.setTimeout(120_000);
const SEED = 20_260_110;

export interface FuzzRequest {
  url: string;
  /** A string is sent as raw bytes; anything else as its JSON. */
  payload?: unknown;
  headers?: Record<string, string>;
}

/**
 * One character of any kind a JSON string can carry. `fc.string()` alone draws printable ASCII, so it never sent
 * the NUL that made seven write routes answer 500 (issue 18): this draws any code point, and often control
 * characters (NUL included), unpaired surrogates, separators, the BOM and non-characters.
 */
export const anyChar = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\u007f', '\u2028', '\ufeff', '\uffff') },
);

/** Full-Unicode text: use it for every text field a fuzzer sends (header values excepted: HTTP refuses them). */
export const anyString = (constraints: Omit<fc.StringConstraints, 'unit'> = {}) =>
  fc.string({ ...constraints, unit: anyChar });
/** JSON values whose strings (and object keys) are full-Unicode text. */
export const anyJson = (constraints: fc.JsonSharedConstraints = {}) =>
  fc.jsonValue({ ...constraints, stringUnit: anyChar });
export const anyObject = (constraints: fc.ObjectConstraints = {}) => fc.object({ ...constraints, stringUnit: anyChar });

/** Percent-encodes the UTF-8 bytes, so a drawn lone surrogate reaches the server as U+FFFD, never a throw. */
export const encodeBytes = (text: string) =>
  Array.from(Buffer.from(text, 'utf8'), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Noise appended to a path: a query string the route must ignore or refuse, never crash on. */
export const querySuffix = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(anyString({ maxLength: 8 }), anyString({ maxLength: 20 }), { maxKeys: 3 })
    .map((query) => `?${new URLSearchParams(query).toString()}`),
  // A NUL, an encoded lone surrogate, an overlong NUL and a byte that is never UTF-8.
  fc.constantFrom('?search=%00', '?q=a%ED%A0%80', '?x=%C0%80', '?%FF=1'),
);

/** A path segment that is never a real id (random text, traversal, huge, encoded junk). */
export const junkSegment = fc.oneof(
  fc
    .oneof(
      anyString({ minLength: 1, maxLength: 40 }),
      fc.constantFrom('..', "' OR 1=1 --", '00000000-0000-0000-0000-000000000000', 'x'.repeat(300)),
      fc.uuid(),
    )
    .map(encodeBytes),
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%C0%80', '%FF'),
);

/** Bodies of every JSON shape, plus bytes that are not JSON at all. */
export const anyBody = fc.oneof(
  anyJson({ maxDepth: 3 }),
  anyString({ maxLength: 60 }),
  fc.constantFrom(
    '{',
    '{"items":',
    'null',
    '[]',
    '\u0000',
    '{"__proto__":{"admin":true}}',
    '{"a":"\\u0000"}',
    '"\\ud800"',
  ),
);

/** Values that are never a positive whole quantity. */
export const badQuantity = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom(1e12, Number.MAX_SAFE_INTEGER, 2 ** 31),
  anyString({ maxLength: 5 }),
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
