// Slow: a thousand seeded inputs for each route.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, it } from '@jest/globals';
import { USER_COLLECTIONS } from '@mitti/shared/contracts';
import {
  anyBody,
  anyJson,
  anyObject,
  anyString,
  badQuantity,
  encodeBytes,
  fuzzRoute,
  querySuffix,
} from './support/fuzz-kit';
import { testAuth } from './support/test-verifier';

/** Text that is never an e-mail address: no `@` at all. */
const notEmail = fc.oneof(
  anyString({ maxLength: 40 }).map((s) => s.replace(/@/g, '')),
  anyJson({ maxDepth: 0 }),
);
const optionalText = fc.oneof(anyString({ maxLength: 30 }), anyJson({ maxDepth: 1 }));

/** Never valid for a document: wrong types, too long, or items that break the item rules. */
const tooLong = fc.nat(50).map((n) => 'x'.repeat(321 + n));
const notText = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.array(anyString(), { maxLength: 2 }),
  anyObject({ maxDepth: 1 }),
);
const badItem = fc.oneof(
  fc.record({
    id: fc.constant(''),
    name: anyString(),
    price: fc.nat(),
    imageUrl: anyString(),
    quantity: fc.constant(1),
  }),
  fc.record({
    id: anyString({ minLength: 1 }),
    name: anyString(),
    price: fc.integer({ max: -1 }),
    imageUrl: anyString(),
    quantity: fc.constant(1),
  }),
  fc.record({ id: fc.constant(''), name: anyString(), price: fc.nat(), imageUrl: anyString(), quantity: badQuantity }),
  fc.record({ id: anyString({ minLength: 1 }), price: anyString() }),
);
const badDocument = fc.oneof(
  fc.oneof(
    fc.record({ displayName: fc.oneof(notText, tooLong), email: fc.oneof(anyString(), notText, tooLong) }),
    fc.record({ displayName: anyString(), email: fc.oneof(notText, tooLong) }, { requiredKeys: ['email'] }),
  ),
  fc.record({
    items: fc.oneof(
      notText.filter((v) => !Array.isArray(v)),
      fc.array(badItem, { minLength: 1, maxLength: 3 }),
    ),
  }),
  anyBody.filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)),
);

/** Someone else's uid in the path: refused whatever the body. */
const otherUid = fc
  .string({ minLength: 1, maxLength: 40 })
  .filter((s) => s !== 'fuzzer')
  .map(encodeBytes);

async function withProfile(app: FastifyInstance) {
  for (const collection of USER_COLLECTIONS) {
    const payload = collection === 'users' ? { displayName: 'Fuzz', email: 'fuzz@example.com' } : { items: [] };
    await app.inject({
      method: 'PUT',
      url: `/api/documents/${collection}/fuzzer`,
      headers: testAuth('fuzzer'),
      payload,
    });
  }
}

describe('fuzzing open forms and documents (fast-check, 1,000 cases per route): only 4xx, database unchanged', () => {
  it('POST /api/contacts', async () => {
    await fuzzRoute({
      method: 'POST',
      request: () =>
        fc.record({
          url: querySuffix.map((q) => `/api/contacts${q}`),
          payload: fc.oneof(
            fc.record(
              { name: optionalText, email: notEmail, phone: optionalText, message: optionalText },
              { requiredKeys: [] },
            ),
            anyBody.filter((v) => typeof v !== 'object' || v === null || !('email' in v)),
          ),
        }),
    });
  });

  it('POST /api/newsletter', async () => {
    await fuzzRoute({
      method: 'POST',
      request: () =>
        fc.record({
          url: querySuffix.map((q) => `/api/newsletter${q}`),
          payload: fc.oneof(
            fc.record({ email: notEmail }),
            anyBody.filter((v) => typeof v !== 'object' || v === null || !('email' in v)),
          ),
        }),
    });
  });

  for (const collection of USER_COLLECTIONS) {
    for (const method of ['PUT', 'PATCH'] as const) {
      it(`${method} /api/documents/${collection}/:uid`, async () => {
        await fuzzRoute({
          method,
          setup: withProfile,
          request: () =>
            fc.oneof(
              fc.record({
                url: querySuffix.map((q) => `/api/documents/${collection}/fuzzer${q}`),
                payload: badDocument,
                headers: fc.constant(testAuth('fuzzer')),
              }),
              fc.record({
                url: otherUid.map((uid) => `/api/documents/${collection}/${uid}`),
                payload: anyBody,
                headers: fc.constant(testAuth('fuzzer')),
              }),
            ),
        });
      });
    }
  }

  it('POST /api/documents/users/:uid/login', async () => {
    await fuzzRoute({
      method: 'POST',
      request: () =>
        fc.oneof(
          fc.record({
            url: fc.constant('/api/documents/users/fuzzer/login'),
            payload: badDocument.filter((v) => !(typeof v === 'object' && v !== null && 'items' in v)),
            headers: fc.constant(testAuth('fuzzer')),
          }),
          fc.record({
            url: otherUid.map((uid) => `/api/documents/users/${uid}/login`),
            payload: anyBody,
            headers: fc.constant(testAuth('fuzzer')),
          }),
        ),
    });
  });
});
