import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import { bearer, createEmulatorUser, type EmulatorUser } from '../test/emulator-users';
import { SESSION_EXPIRED, SIGN_IN_REQUIRED } from './auth';

describe('identity on API routes', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let shopper: EmulatorUser;
  let admin: EmulatorUser;

  beforeAll(async () => {
    testApp = await createTestApp();
    app = testApp.app;
    shopper = await createEmulatorUser({ displayName: 'Asha Rao' });
    admin = await createEmulatorUser({ admin: true });
  }, 60_000);
  afterAll(() => testApp.close(), 60_000);

  const whoAmI = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/me', headers }).then((r) => ({ status: r.statusCode, body: r.json() }));

  it('refuses a call without a token', async () => {
    expect(await whoAmI()).toEqual({ status: 401, body: expect.objectContaining({ error: SIGN_IN_REQUIRED }) });
  });

  it('refuses a forged or garbled token', async () => {
    const forged = shopper.idToken.slice(0, -4) + 'abcd';
    expect((await whoAmI({ authorization: `Bearer ${forged}` })).body.error).toBe(SESSION_EXPIRED);
    expect((await whoAmI({ authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect((await whoAmI({ authorization: 'Basic abc' })).status).toBe(401);
  });

  it('knows the caller from a real emulator token', async () => {
    const { status, body } = await whoAmI(bearer(shopper));
    expect(status).toBe(200);
    expect(body).toEqual({ uid: shopper.uid, email: shopper.email, name: 'Asha Rao', admin: false });
  });

  it('reads the admin custom claim', async () => {
    expect((await whoAmI(bearer(admin))).body).toMatchObject({ uid: admin.uid, admin: true });
  });
});
