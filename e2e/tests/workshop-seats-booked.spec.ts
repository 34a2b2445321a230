import { expect, test } from '../support/test';
import { createShopper, signIn, type Shopper } from '../support/auth';
import { createOwner } from '../support/owner';
import { API, idToken } from '../support/routes';

/**
 * Issue 33 row 13, from shopper-round-two.spec.ts: the owner's workshop page counts the seats its bookings list
 * holds. It counts every booking of a class that invoices.spec books too, so it has the shop to itself
 * (playwright.config.ts); the other rows run beside other specs.
 */

const CLASS = 'hand-building-pinch-coil-slab';

/** A call to the API as `shopper`. */
async function asShopper(shopper: Shopper, path: string, method: string, body: unknown): Promise<Response> {
  return fetch(`${API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idToken(shopper)}` },
    body: JSON.stringify(body),
  });
}

test("row 13: the owner's workshop page counts as booked exactly the seats its bookings list holds", async ({
  page,
}) => {
  const [kept, changedMind, owner] = await Promise.all([createShopper(), createShopper(), createOwner()]);
  const book = async (shopper: Shopper) => {
    const response = await asShopper(shopper, '/api/payment/create-intent', 'POST', {
      orderData: { items: [{ id: CLASS, quantity: 1, type: 'workshop' }], contactPhone: '+919876543210' },
      paymentData: {},
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { orderId: string }).orderId;
  };
  await book(kept);
  const cancelledId = await book(changedMind);
  const cancel = await asShopper(changedMind, `/api/orders/${cancelledId}/cancel`, 'PATCH', { reason: 'Cannot come' });
  expect(cancel.status).toBe(200);

  await signIn(page, owner);
  await page.goto(`/admin/workshops/${CLASS}`);
  const bookings = page.getByRole('region', { name: 'Bookings' }).getByRole('row');
  // Other tests book this class too: these two shoppers' rows are there, the cancelled one without its seat.
  await expect(bookings.filter({ hasText: kept.email })).toHaveCount(1);
  await expect(bookings.filter({ hasText: kept.email })).not.toContainText('(seats released)');
  await expect(bookings.filter({ hasText: changedMind.email })).toContainText('(seats released)');
  const holding = await bookings.filter({ hasNotText: '(seats released)' }).count();
  const { slotsTotal } = (await (await fetch(`${API}/workshops/${CLASS}`)).json()) as { slotsTotal: number };
  // Every row that holds its seats counts, the header row aside; the cancelled one released its seat.
  await expect(page.getByTestId('seats-booked')).toHaveText(`${holding - 1} of ${slotsTotal} seats booked`);
});
