import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../api/api-config';
import { createHttpDocumentStore } from './http-document-store';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('http document store', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const store = createHttpDocumentStore();
  const call = (n: number) => ({
    url: fetchMock.mock.calls[n]?.[0],
    method: fetchMock.mock.calls[n]?.[1]?.method,
    body: fetchMock.mock.calls[n]?.[1]?.body,
  });

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    configureApiClient({ baseUrl: 'http://api.test', getToken: async () => 'token', onAuthExpired: vi.fn() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads a document, and gives null for a missing one', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { items: [] })).mockResolvedValueOnce(json(404, { error: 'nope' }));
    await expect(store.get('carts', 'u1')).resolves.toEqual({ items: [] });
    await expect(store.get('wishlists', 'u1')).resolves.toBeNull();
    expect(call(0)).toMatchObject({ url: 'http://api.test/api/documents/carts/u1', method: 'GET' });
  });

  it('loads a cart or wishlist with one POST that creates it when missing (no 404 to log)', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { items: [] }));
    await expect(store.load('wishlists', 'u1')).resolves.toEqual({ items: [] });
    expect(call(0)).toMatchObject({ url: 'http://api.test/api/documents/wishlists/u1/load', method: 'POST' });
  });

  it('other read failures are raised', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { error: 'You can only access your own documents.' }));
    await expect(store.get('users', 'u2')).rejects.toThrow('You can only access your own documents.');
  });

  it('set replaces with PUT, update merges with PATCH, recordLogin posts the login', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    await store.set('carts', 'u1', { items: [] });
    await store.update('users', 'u1', { displayName: 'Asha' });
    await store.recordLogin('u1', { email: 'a@example.com' });
    expect(call(0)).toEqual({ url: 'http://api.test/api/documents/carts/u1', method: 'PUT', body: '{"items":[]}' });
    expect(call(1)).toEqual({
      url: 'http://api.test/api/documents/users/u1',
      method: 'PATCH',
      body: '{"displayName":"Asha"}',
    });
    expect(call(2)).toMatchObject({ url: 'http://api.test/api/documents/users/u1/login', method: 'POST' });
  });

  it('adds a contact message', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { id: 'c1' }));
    const message = { name: 'Asha', email: 'a@example.com', message: 'Hello' };
    await expect(store.add('contacts', message)).resolves.toEqual({ id: 'c1' });
    expect(call(0)).toEqual({ url: 'http://api.test/api/contacts', method: 'POST', body: JSON.stringify(message) });
  });
});
