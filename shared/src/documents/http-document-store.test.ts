import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureApiClient } from '../api/api-config';
import { testApiForEachTest, type TestApiHandler } from '../../test/test-api-server';
import { createHttpDocumentStore } from './http-document-store';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('http document store', () => {
  const server = testApiForEachTest();
  const apiMock = jest.fn<TestApiHandler>();
  const store = createHttpDocumentStore();
  const call = (n: number) => ({
    path: apiMock.mock.calls[n]?.[0].path,
    method: apiMock.mock.calls[n]?.[0].method,
    body: apiMock.mock.calls[n]?.[0].body,
  });

  beforeEach(() => {
    apiMock.mockReset();
    server.answer(apiMock);
    configureApiClient({ baseUrl: server.url, getToken: async () => 'token', onAuthExpired: jest.fn<() => void>() });
  });

  it('reads a document, and gives null for a missing one', async () => {
    apiMock.mockResolvedValueOnce(json(200, { items: [] })).mockResolvedValueOnce(json(404, { error: 'nope' }));
    await expect(store.get('carts', 'u1')).resolves.toEqual({ items: [] });
    await expect(store.get('wishlists', 'u1')).resolves.toBeNull();
    expect(call(0)).toMatchObject({ path: '/api/documents/carts/u1', method: 'GET' });
  });

  it('loads a cart or wishlist with one POST that creates it when missing (no 404 to log)', async () => {
    apiMock.mockResolvedValueOnce(json(201, { items: [] }));
    await expect(store.load('wishlists', 'u1')).resolves.toEqual({ items: [] });
    expect(call(0)).toMatchObject({ path: '/api/documents/wishlists/u1/load', method: 'POST' });
  });

  it('other read failures are raised', async () => {
    apiMock.mockResolvedValueOnce(json(403, { error: 'You can only access your own documents.' }));
    await expect(store.get('users', 'u2')).rejects.toThrow('You can only access your own documents.');
  });

  it('set replaces with PUT, update merges with PATCH, recordLogin posts the login', async () => {
    apiMock.mockImplementation(async () => json(200, {}));
    await store.set('carts', 'u1', { items: [] });
    await store.update('users', 'u1', { displayName: 'Asha' });
    await store.recordLogin('u1', { email: 'a@example.com' });
    expect(call(0)).toEqual({ path: '/api/documents/carts/u1', method: 'PUT', body: '{"items":[]}' });
    expect(call(1)).toEqual({
      path: '/api/documents/users/u1',
      method: 'PATCH',
      body: '{"displayName":"Asha"}',
    });
    expect(call(2)).toMatchObject({ path: '/api/documents/users/u1/login', method: 'POST' });
  });

  it('adds a contact message', async () => {
    apiMock.mockResolvedValueOnce(json(201, { id: 'c1' }));
    const message = { name: 'Asha', email: 'a@example.com', message: 'Hello' };
    await expect(store.add('contacts', message)).resolves.toEqual({ id: 'c1' });
    expect(call(0)).toEqual({ path: '/api/contacts', method: 'POST', body: JSON.stringify(message) });
  });
});
