import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OwnerProduct, Product } from '@mitti/shared/contracts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../test/emulator-users';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createIntent, getOrder, postOrder, refOf } from '../../test/order-test-kit';

/** A piece of the owner's own, so no other test's seeded product changes. */
const piece = (name: string) => ({
  name,
  description: 'A small ash-glazed jar, thrown for the hide-and-show tests.',
  category: 'Jars',
  price: 780,
  mrp: 780,
  stock: 20,
  tags: ['jar', 'ash'],
  isPopular: true,
  materialType: 'Stoneware',
  materials: ['Stoneware clay'],
  glaze: 'Wood ash',
  dimensions: '9 x 9 x 11 cm',
  capacity: 400,
  firingTemp: 1280,
  coneType: 'Cone 10',
});

/** Issue 53 item 8: the owner takes a product off the store and puts it back, or deletes one no order names. */
describe('the owner hides, shows and deletes a product', () => {
  let testApp: TestApp;
  let owner: EmulatorUser;
  let shopper: EmulatorUser;

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, user: EmulatorUser | null, payload?: object) =>
    testApp.app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload ? { payload } : {}) });
  const read = (url: string) => testApp.app.inject({ method: 'GET', url });
  const ids = async (url: string) => (await read(url)).json<Product[]>().map((product) => product.id);
  const ownersList = async () => {
    const response = await call('GET', '/api/admin/products', owner);
    expect(response.statusCode).toBe(200);
    return response.json<OwnerProduct[]>();
  };
  const setHidden = (id: string, hidden: boolean, user = owner) =>
    call('PUT', `/api/admin/products/${id}/hidden`, user, { hidden });
  const add = async (name: string) => {
    const created = await call('POST', '/api/admin/products', owner, piece(name));
    expect(created.statusCode).toBe(201);
    return created.json<Product>().id;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    [owner, shopper] = await Promise.all([createEmulatorUser({ admin: true }), createEmulatorUser()]);
  }, 60_000);
  afterAll(() => testApp.close(), 60_000);

  it('a hidden product leaves every shopper’s read at once, cached or not, and comes back when shown', async () => {
    const id = await add('Ash Glazed Pickle Jar');
    // Every read the store, search, home rails, sitemap and embed make, warmed so their caches hold the jar.
    expect(await ids('/products')).toContain(id);
    expect(await ids('/products?category=jars')).toContain(id);
    expect(await ids('/products?q=pickle')).toEqual([id]);
    expect((await read(`/products/${id}`)).statusCode).toBe(200);
    expect((await read(`/products/${id}/reviews`)).statusCode).toBe(200);

    const hidden = await setHidden(id, true);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json<OwnerProduct>()).toMatchObject({ id, hidden: true, inOrders: false, stock: 20 });

    expect(await ids('/products')).not.toContain(id);
    expect(await ids('/products?category=jars')).toEqual([]);
    expect(await ids('/products?q=pickle')).toEqual([]);
    const page = await read(`/products/${id}`);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ error: 'Product not found', statusCode: 404 });
    expect((await read(`/products/${id}/reviews`)).statusCode).toBe(404);
    // The owner still has it, saying it is hidden; the shopper's own reads never say a product is hidden.
    expect((await ownersList()).find((product) => product.id === id)).toMatchObject({ hidden: true, stock: 20 });
    expect((await read('/products')).json<object[]>().every((product) => !('hidden' in product))).toBe(true);

    const shown = await setHidden(id, false);
    expect(shown.json<OwnerProduct>()).toMatchObject({ id, hidden: false });
    expect(await ids('/products')).toContain(id);
    expect(await ids('/products?q=pickle')).toEqual([id]);
    expect((await read(`/products/${id}`)).json<Product>()).toMatchObject({ name: 'Ash Glazed Pickle Jar', stock: 20 });
  });

  it('refuses a new order of a hidden product, naming it, and takes no stock; an earlier order is paid and kept', async () => {
    const id = await add('Ash Glazed Spice Jar');
    const placedBefore = await createIntent(testApp.app, shopper, [{ id, quantity: 2 }]);
    expect(placedBefore.statusCode).toBe(201);
    const { orderId, paymentLink } = placedBefore.json<{ orderId: string; paymentLink: string }>();
    expect((await setHidden(id, true)).statusCode).toBe(200);

    const refusals = [
      await postOrder(testApp.app, shopper, { items: [{ id, quantity: 1 }] }),
      await createIntent(testApp.app, shopper, [{ id, quantity: 1 }]),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('Ash Glazed Spice Jar is no longer in our catalogue.');
    }
    expect((await ownersList()).find((product) => product.id === id)?.stock).toBe(18);

    // The order placed before it was hidden is paid as usual and shows the jar to its shopper.
    const paid = await testApp.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${refOf(paymentLink)}`,
      payload: { outcome: 'success' },
    });
    expect(paid.statusCode).toBeLessThan(400);
    const order = await getOrder(testApp.app, shopper, orderId);
    expect(order).toMatchObject({ paymentStatus: 'paid' });
    expect(order.items).toEqual([expect.objectContaining({ id, name: 'Ash Glazed Spice Jar', quantity: 2 })]);
    const invoice = await call('GET', `/api/orders/${orderId}/invoice`, shopper);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
  });

  it('deletes a product no order names, after which it is nowhere; a product an order names can only be hidden', async () => {
    const mistake = await add('Ash Glazed Jar Typo');
    expect((await ownersList()).find((product) => product.id === mistake)).toMatchObject({ inOrders: false });
    const deleted = await call('DELETE', `/api/admin/products/${mistake}`, owner);
    expect(deleted.statusCode).toBe(204);
    expect((await ownersList()).map((product) => product.id)).not.toContain(mistake);
    expect(await ids('/products')).not.toContain(mistake);
    expect((await read(`/products/${mistake}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/products/${mistake}`, owner)).statusCode).toBe(404);

    const sold = await add('Ash Glazed Honey Jar');
    expect((await postOrder(testApp.app, shopper, { items: [{ id: sold, quantity: 1 }] })).statusCode).toBe(201);
    expect((await ownersList()).find((product) => product.id === sold)).toMatchObject({ inOrders: true });
    const refused = await call('DELETE', `/api/admin/products/${sold}`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Ash Glazed Honey Jar cannot be deleted because orders name it. Hide it instead to take it off the store.',
    );
    expect(await ids('/products')).toContain(sold);
  });

  it('answers a shopper 403 and a visitor 401, and changes nothing', async () => {
    const id = await add('Ash Glazed Salt Jar');
    expect((await setHidden(id, true, shopper)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/products/${id}`, shopper)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/products', shopper)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/products/${id}`, null)).statusCode).toBe(401);
    expect(await ids('/products')).toContain(id);
  });
});
