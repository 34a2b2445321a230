import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from './app';
import { securityHeaderOptions } from './plugins/security-headers';
import type { Database } from './db/database';
import { createTestApp, type TestApp } from './test/test-app';

describe('app', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  }, 60_000);
  afterAll(() => testApp.close(), 60_000);

  it('reports health', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('allows CORS on the API for the local shell and not for other origins', async () => {
    const allowed = await testApp.app.inject({
      method: 'GET',
      url: '/api/payment/status/no-such-order',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');

    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/orders',
      headers: {
        origin: 'http://127.0.0.1:3002',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3002');

    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/payment/status/no-such-order',
      headers: { origin: 'http://evil.example' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sets security headers and lets other origins embed pictures', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('sends exactly the security headers @fastify/helmet sends, on success and error responses', async () => {
    const reference = Fastify();
    await reference.register(helmet, securityHeaderOptions);
    reference.get('/', async () => ({ ok: true }));
    const expected = (await reference.inject({ method: 'GET', url: '/' })).headers;
    await reference.close();
    const helmetNames = Object.keys(expected).filter(
      (name) => !['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name),
    );
    expect(helmetNames).toContain('content-security-policy');
    for (const url of ['/health', '/products', '/nope']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      for (const name of helmetNames) expect([url, name, response.headers[name]]).toEqual([url, name, expected[name]]);
    }
  });

  it('answers unknown routes and missing pictures with a JSON 404', async () => {
    const route = await testApp.app.inject({ method: 'GET', url: '/nope' });
    expect(route.statusCode).toBe(404);
    expect(route.json()).toEqual({ error: 'Route GET /nope not found', statusCode: 404 });

    const picture = await testApp.app.inject({ method: 'GET', url: '/images/products/missing.svg' });
    expect(picture.statusCode).toBe(404);
    expect(picture.json()).toMatchObject({ statusCode: 404 });
  });

  it('hides internal errors behind a generic 500 message', async () => {
    const brokenDb: Database = {
      query: () => Promise.reject(new Error('relation "products" does not exist (secret detail)')),
      exec: () => Promise.resolve(),
      transaction: () => Promise.reject(new Error('unused')),
      close: () => Promise.resolve(),
    };
    const app = await buildApp({ db: brokenDb });
    const response = await app.inject({ method: 'GET', url: '/products' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again later.',
      statusCode: 500,
    });
    expect(response.body).not.toContain('secret');
  });

  it('compresses large responses when the client accepts it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/products',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
