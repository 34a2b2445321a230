import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONTACT_LIMITS, PROFILE_LIMITS } from '@mitti/shared/contracts';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import { createEmulatorUser, type EmulatorUser } from '../../test/emulator-users';
import { firestoreClient, readPastRules, type FirestoreClient } from '../../test/firestore-test-kit';

/** firestore.rules, as the emulator enforces them on the web SDK's calls with real Auth-emulator ID tokens. */
describe('firestore.rules', () => {
  let asha: EmulatorUser;
  let ashas: Firestore;
  let ravis: Firestore;
  let signedOut: Firestore;
  const clients: FirestoreClient[] = [];

  beforeAll(async () => {
    const ravi = await createEmulatorUser();
    asha = await createEmulatorUser();
    clients.push(...(await Promise.all([firestoreClient(asha), firestoreClient(ravi), firestoreClient()])));
    [ashas, ravis, signedOut] = clients.map((client) => client.db) as [Firestore, Firestore, Firestore];
  }, 60_000);
  afterAll(() => Promise.all(clients.map((client) => client.close())), 60_000);

  const refused = (write: Promise<unknown>) => expect(write).rejects.toMatchObject({ code: 'permission-denied' });
  const profile = () => ({
    displayName: 'Asha',
    email: asha.email,
    createdAt: serverTimestamp(),
    lastLogin: serverTimestamp(),
  });
  const mug = { id: 'speckled-mug', name: 'Speckled Mug', price: 650, imageUrl: '/images/mug.jpg', quantity: 1 };

  it("lets a shopper write and read their own documents, and refuses another shopper's and a signed-out visitor's", async () => {
    await setDoc(doc(ashas, 'users', asha.uid), profile());
    await setDoc(doc(ashas, 'carts', asha.uid), { items: [mug] });
    await setDoc(doc(ashas, 'wishlists', asha.uid), { items: [] });
    for (const name of ['users', 'carts', 'wishlists']) {
      expect((await getDoc(doc(ashas, name, asha.uid))).exists()).toBe(true);
      for (const other of [ravis, signedOut]) {
        await refused(getDoc(doc(other, name, asha.uid)));
        await refused(setDoc(doc(other, name, asha.uid), name === 'users' ? profile() : { items: [] }));
        await refused(deleteDoc(doc(other, name, asha.uid)));
      }
    }
    await refused(deleteDoc(doc(ashas, 'carts', asha.uid)));
    expect((await getDoc(doc(ashas, 'carts', asha.uid))).data()).toEqual({ items: [mug] });
  });

  it("refuses a profile whose times are the browser's, a changed createdAt, or a field of its own", async () => {
    const meera = await createEmulatorUser();
    const client = await firestoreClient(meera);
    clients.push(client);
    const yesterday = Timestamp.fromMillis(Date.now() - 86_400_000);
    const users = doc(client.db, 'users', meera.uid);
    await refused(setDoc(users, { ...profile(), createdAt: yesterday }));
    await refused(setDoc(users, { ...profile(), lastLogin: Timestamp.now() }));
    await refused(setDoc(users, { ...profile(), admin: true }));
    expect((await getDoc(users)).exists()).toBe(false);
    await setDoc(users, profile());
    await refused(setDoc(users, profile()));
    await refused(updateDoc(users, { createdAt: serverTimestamp() }));
    await refused(updateDoc(users, { lastLogin: yesterday }));
    await refused(updateDoc(users, { admin: true }));
    await refused(updateDoc(users, { displayName: 'A'.repeat(PROFILE_LIMITS.displayName + 1) }));
    await updateDoc(users, { displayName: 'Meera', lastLogin: serverTimestamp() });
    expect((await getDoc(users)).data()).toMatchObject({ displayName: 'Meera', email: asha.email });
  });

  it('refuses a cart or wishlist with a field of its own or more lines than the shop keeps', async () => {
    await refused(setDoc(doc(ashas, 'carts', asha.uid), { items: [], paidOrders: [] }));
    await refused(setDoc(doc(ashas, 'carts', asha.uid), { items: Array.from({ length: 201 }, () => mug) }));
    await refused(setDoc(doc(ashas, 'wishlists', asha.uid), { items: 'everything' }));
  });

  describe('contacts', () => {
    const message = { name: 'Asha', email: 'asha@example.com', phone: '98765 43210', message: 'Do you ship to Pune?' };
    const send = (db: Firestore, fields: object) => addDoc(collection(db, 'contacts'), fields);

    it('takes a message from anyone, stamped by Firestore, and shows it to no one', async () => {
      const { id } = await send(signedOut, { ...message, timestamp: serverTimestamp() });
      await send(ashas, { name: 'Asha', email: 'asha@example.com', message: 'Hi', timestamp: serverTimestamp() });
      // The shop's own limits (CONTACT_LIMITS), to the character: the longest the form takes goes through.
      const longest = { name: 'N'.repeat(CONTACT_LIMITS.name), phone: '9'.repeat(CONTACT_LIMITS.phone) };
      await send(signedOut, {
        ...longest,
        email: `${'e'.repeat(CONTACT_LIMITS.email - 12)}@example.com`,
        message: 'm'.repeat(CONTACT_LIMITS.message),
        timestamp: serverTimestamp(),
      });
      expect(await readPastRules(`contacts/${id}`)).toMatchObject({ name: { stringValue: 'Asha' } });
      for (const db of [signedOut, ashas]) {
        await refused(getDoc(doc(db, 'contacts', id)));
        await refused(setDoc(doc(db, 'contacts', id), { ...message, timestamp: serverTimestamp() }));
        await refused(deleteDoc(doc(db, 'contacts', id)));
      }
    });

    it.each([
      ['a timestamp from the browser', { ...message, timestamp: Timestamp.now() }],
      ['no timestamp', message],
      ['a field of its own', { ...message, orderId: 'x', timestamp: serverTimestamp() }],
      ['no email', { name: 'Asha', message: 'Hi', timestamp: serverTimestamp() }],
      ['an e-mail that is not an address', { ...message, email: 'asha-at-example', timestamp: serverTimestamp() }],
      ['a blank name', { ...message, name: '   ', timestamp: serverTimestamp() }],
      ['an empty message', { ...message, message: '', timestamp: serverTimestamp() }],
      [
        'a message over the limit',
        { ...message, message: 'a'.repeat(CONTACT_LIMITS.message + 1), timestamp: serverTimestamp() },
      ],
      [
        'a phone over the limit',
        { ...message, phone: '9'.repeat(CONTACT_LIMITS.phone + 1), timestamp: serverTimestamp() },
      ],
    ])('refuses a message with %s', async (_case, fields) => {
      await refused(send(signedOut, fields));
    });
  });

  it('keeps every other collection closed', async () => {
    await refused(setDoc(doc(ashas, 'orders', asha.uid), { total: 1 }));
    await refused(getDoc(doc(ashas, 'orders', asha.uid)));
    await refused(setDoc(doc(ashas, 'users', asha.uid, 'secrets', 'one'), { x: 1 }));
  });
});
