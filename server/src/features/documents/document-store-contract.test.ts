import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { configureApiClient, createHttpDocumentStore, type DocumentStore } from '@mitti/shared';
import { createFirestoreDocumentStore } from '@mitti/shared/documents/firestore';
import { createEmulatorUser, type EmulatorUser } from '../../test/emulator-users';
import { firestoreClient, readPastRules, type FirestoreClient } from '../../test/firestore-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** One adapter under test: a store acting as `user` (signed out without one), and what to close after. */
interface Adapter {
  start(): Promise<void>;
  storeFor(user?: EmulatorUser): Promise<DocumentStore>;
  /** The stored contact message's fields, read past the adapter (the database or the emulator). */
  storedContact(id: string): Promise<{ name: string; timestamp: Date } | null>;
  stop(): Promise<void>;
}

/**
 * The browser's XMLHttpRequest sends a body-less POST without a Content-Type; the shop's client runs on fetch
 * here, where axios labels it a form, which the API refuses (415). The cart's load is such a POST.
 */
function sendBodylessPostsAsBrowsersDo() {
  const fetchOfNode = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    if (request.body !== null || !request.headers.get('content-type')?.includes('x-www-form-urlencoded')) {
      return fetchOfNode(request);
    }
    const headers = new Headers(request.headers);
    headers.delete('content-type');
    return fetchOfNode(new Request(request, { headers }));
  };
}

/** The http adapter against the real API on PGlite, over a real socket; the one API client carries `user`'s token. */
function httpAdapter(): Adapter {
  let testApp: TestApp;
  return {
    async start() {
      sendBodylessPostsAsBrowsersDo();
      testApp = await createTestApp();
      const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
      configureApiClient({ baseUrl, onAuthExpired: () => undefined });
    },
    async storeFor(user) {
      const store = createHttpDocumentStore();
      // Calls of one test go one after another: each sets whose token the client sends before it goes out.
      const as =
        <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
        (...args: A) => {
          configureApiClient({ getToken: async () => user?.idToken ?? null });
          return call(...args);
        };
      return Object.fromEntries(
        Object.entries(store).map(([name, call]) => [name, as(call as (...args: unknown[]) => Promise<unknown>)]),
      ) as unknown as DocumentStore;
    },
    async storedContact(id) {
      const [row] = await testApp.db.query<{ name: string; created_at: Date }>(
        'SELECT name, created_at FROM contacts WHERE id = $1',
        [id],
      );
      return row ? { name: row.name, timestamp: new Date(row.created_at) } : null;
    },
    stop: () => testApp.close(),
  };
}

/** The firestore adapter against the emulator with the repository's rules, signed in through the Auth emulator. */
function firestoreAdapter(): Adapter {
  const clients: FirestoreClient[] = [];
  return {
    start: async () => undefined,
    async storeFor(user) {
      const client = await firestoreClient(user);
      clients.push(client);
      return createFirestoreDocumentStore(client.db);
    },
    async storedContact(id) {
      const fields = await readPastRules(`contacts/${id}`);
      if (!fields) return null;
      return { name: String(fields.name?.stringValue), timestamp: new Date(String(fields.timestamp?.timestampValue)) };
    },
    stop: async () => void (await Promise.all(clients.map((client) => client.close()))),
  };
}

const mug = { id: 'speckled-mug', name: 'Speckled Mug', price: 650, imageUrl: '/images/mug.jpg', quantity: 2 };
const vase = { id: 'bud-vase', name: 'Bud Vase', price: 1200, imageUrl: '/images/vase.jpg', category: 'Vases' };

describe.each([
  ['http', httpAdapter],
  ['firestore', firestoreAdapter],
])('the %s document store', (_name, makeAdapter) => {
  const adapter = makeAdapter();
  let asha: EmulatorUser;
  let ravi: EmulatorUser;
  let ashas: DocumentStore;

  beforeAll(async () => {
    [asha, ravi] = await Promise.all([createEmulatorUser(), createEmulatorUser(), adapter.start()]);
    ashas = await adapter.storeFor(asha);
  }, 60_000);
  afterAll(() => adapter.stop(), 60_000);

  it('loads an empty cart and wishlist the first time, creating them, and reads saves back', async () => {
    expect(await ashas.get('carts', asha.uid)).toBeNull();
    expect(await ashas.load('carts', asha.uid)).toEqual({ items: [] });
    expect(await ashas.load('wishlists', asha.uid)).toEqual({ items: [] });
    expect(await ashas.get('wishlists', asha.uid)).toEqual({ items: [] });

    await ashas.set('carts', asha.uid, { items: [mug] });
    await ashas.set('wishlists', asha.uid, { items: [vase] });
    expect(await ashas.load('carts', asha.uid)).toEqual({ items: [mug] });
    expect(await ashas.get('wishlists', asha.uid)).toEqual({ items: [vase] });
    await ashas.update('carts', asha.uid, { items: [{ ...mug, quantity: 3 }] });
    expect(await ashas.get('carts', asha.uid)).toEqual({ items: [{ ...mug, quantity: 3 }] });
  });

  it('saves a line whose optional fields are left undefined, and reads it back without them', async () => {
    await ashas.set('carts', asha.uid, { items: [{ ...mug, category: undefined }] });
    expect(await ashas.get('carts', asha.uid)).toEqual({ items: [mug] });
    expect(Object.keys((await ashas.get('carts', asha.uid))!.items[0]!)).not.toContain('category');
  });

  it('saves made one after another leave the last one', async () => {
    for (const quantity of [1, 2, 3, 4]) await ashas.set('carts', asha.uid, { items: [{ ...mug, quantity }] });
    expect(await ashas.get('carts', asha.uid)).toEqual({ items: [{ ...mug, quantity: 4 }] });
  });

  it('records sign-ins: the profile is created with both times once, then only lastLogin moves', async () => {
    const shopper = await createEmulatorUser();
    const theirs = await adapter.storeFor(shopper);
    const before = Date.now() - 2000;
    await theirs.recordLogin(shopper.uid, { displayName: 'Meera', email: shopper.email });
    const first = await theirs.get('users', shopper.uid);
    expect(first).toMatchObject({ displayName: 'Meera', email: shopper.email });
    expect(first!.createdAt).toBe(first!.lastLogin);
    expect(Date.parse(first!.createdAt)).toBeGreaterThan(before);

    await theirs.recordLogin(shopper.uid, { displayName: 'Someone Else' });
    const second = await theirs.get('users', shopper.uid);
    expect(second).toMatchObject({ displayName: 'Meera', createdAt: first!.createdAt });
    expect(Date.parse(second!.lastLogin)).toBeGreaterThan(Date.parse(first!.lastLogin));
  });

  it("the profile page's edits merge into the profile and keep its times", async () => {
    await ashas.recordLogin(asha.uid, { displayName: 'Asha', email: asha.email });
    const profile = await ashas.get('users', asha.uid);
    await ashas.update('users', asha.uid, { displayName: 'Asha Rao' });
    expect(await ashas.get('users', asha.uid)).toEqual({ ...profile, displayName: 'Asha Rao' });
    await ashas.set('users', asha.uid, { displayName: 'Asha R.', email: 'asha.rao@example.com' });
    expect(await ashas.get('users', asha.uid)).toEqual({
      ...profile,
      displayName: 'Asha R.',
      email: 'asha.rao@example.com',
    });
  });

  it('an update of a document that does not exist fails and creates nothing', async () => {
    const fresh = await createEmulatorUser();
    const theirs = await adapter.storeFor(fresh);
    await expect(theirs.update('users', fresh.uid, { displayName: 'Nobody' })).rejects.toThrow('Document not found');
    await expect(theirs.update('wishlists', fresh.uid, { items: [vase] })).rejects.toThrow('Document not found');
    expect(await theirs.get('users', fresh.uid)).toBeNull();
    expect(await theirs.get('wishlists', fresh.uid)).toBeNull();
  });

  it("refuses another shopper's documents and a signed-out visitor's, and changes nothing", async () => {
    await ashas.set('carts', asha.uid, { items: [mug] });
    const ravis = await adapter.storeFor(ravi);
    const signedOut = await adapter.storeFor();
    for (const store of [ravis, signedOut]) {
      await expect(store.get('carts', asha.uid)).rejects.toThrow();
      await expect(store.set('carts', asha.uid, { items: [] })).rejects.toThrow();
      await expect(store.update('users', asha.uid, { displayName: 'Hacker' })).rejects.toThrow();
      await expect(store.recordLogin(asha.uid, {})).rejects.toThrow();
    }
    expect(await ashas.get('carts', asha.uid)).toEqual({ items: [mug] });
    expect(await ashas.get('users', asha.uid)).toMatchObject({ displayName: expect.not.stringMatching('Hacker') });
  });

  it("takes a signed-out visitor's contact message, stamped with the server's time", async () => {
    const signedOut = await adapter.storeFor();
    const before = Date.now() - 2000;
    const { id } = await signedOut.add('contacts', { name: 'Asha', email: 'asha@example.com', message: 'Hello' });
    const stored = await adapter.storedContact(id);
    expect(stored?.name).toBe('Asha');
    expect(stored!.timestamp.getTime()).toBeGreaterThan(before);
    expect(stored!.timestamp.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
  });
});
