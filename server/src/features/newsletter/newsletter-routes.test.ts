import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../test/test-app';
import { INVALID_EMAIL_MESSAGE, SUBSCRIBED_MESSAGE } from './newsletter-schema';

describe('newsletter API', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60_000);
  afterAll(() => testApp.close(), 60_000);

  const subscribe = (payload: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as Record<string, unknown> });

  const rowsFor = (email: string) =>
    testApp.db.query<{ email: string; subscribed_at: Date }>(
      'SELECT email, subscribed_at FROM newsletter_subscribers WHERE email = $1',
      [email],
    );

  it('subscribes an address without sign-in and stores it', async () => {
    const response = await subscribe({ email: 'meera@example.in' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SUBSCRIBED_MESSAGE });
    const rows = await rowsFor('meera@example.in');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subscribed_at).toBeTruthy();
  });

  it('is duplicate-safe: the same address twice (in any case) answers the same and keeps one row', async () => {
    const first = await subscribe({ email: 'ravi@example.in' });
    const second = await subscribe({ email: '  Ravi@Example.IN ' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(await rowsFor('ravi@example.in')).toHaveLength(1);
  });

  it('keeps one row when the same address arrives concurrently', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => subscribe({ email: 'burst@example.in' })));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await rowsFor('burst@example.in')).toHaveLength(1);
  });

  it.each([
    ['a malformed address', { email: 'not-an-email' }],
    ['an address without a domain dot', { email: 'asha@localhost' }],
    ['an empty address', { email: '   ' }],
    ['a missing address', {}],
    ['a non-string address', { email: 42 }],
    ['an overlong address', { email: `${'a'.repeat(320)}@example.in` }],
  ])('refuses %s with the shopper-facing message', async (_label, payload) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: INVALID_EMAIL_MESSAGE, statusCode: 400 });
  });

  it('stores nothing for a refused address', async () => {
    await subscribe({ email: 'broken@' });
    const rows = await testApp.db.query('SELECT 1 FROM newsletter_subscribers WHERE email LIKE $1', ['broken%']);
    expect(rows).toHaveLength(0);
  });
});
