import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('contacts API', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60_000);
  afterAll(() => testApp.close(), 60_000);

  const post = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/contacts', payload });
  const valid = { name: 'Asha Rao', email: 'asha@example.com', phone: '98765 43210', message: 'Do you ship to Pune?' };

  it.each([
    [{ ...valid, name: '  ' }, 'Name is required'],
    [{ ...valid, email: undefined }, 'Email is required'],
    [{ ...valid, email: 'asha-at-example' }, 'Email is invalid'],
    [{ ...valid, message: '' }, 'Message is required'],
  ])('refuses %j with "%s"', async (payload, error) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, statusCode: 400 });
  });

  it('stores a message from anyone, without a token, with a server timestamp', async () => {
    const before = Date.now();
    const response = await post({ ...valid, name: ' Asha Rao ' });
    expect(response.statusCode).toBe(201);
    const { id, timestamp } = response.json<{ id: string; timestamp: string }>();
    expect(Date.parse(timestamp)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await testApp.db.query('SELECT name, email, phone, message FROM contacts WHERE id = $1', [id]);
    expect(row).toEqual({ name: 'Asha Rao', email: valid.email, phone: valid.phone, message: valid.message });
  });

  it('phone is optional', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    const response = await post(withoutPhone);
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.db.query<{ phone: string | null }>('SELECT phone FROM contacts WHERE id = $1', [
      response.json().id,
    ]);
    expect(row?.phone).toBeNull();
  });
});
