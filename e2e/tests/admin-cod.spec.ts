import { expect, test, type Browser, type Page } from '../support/test';
import { createShopper, signIn, type Shopper } from '../support/auth';
import { createOwner } from '../support/owner';
import { API, idToken } from '../support/routes';
import { shippingAddress } from '../../server/src/test/shipping-address';

// Issue 33 row 1: the owner walks a cash-on-delivery order from placed to confirmed, shipped and delivered.

const THALI = 'terracotta-thali-plate';

async function signedInPage(browser: Browser, account: Shopper): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/** A Quick Order of the plate (cash on delivery), as the cart's dialog places it. */
async function codOrder(shopper: Shopper): Promise<{ id: string; orderNumber: string }> {
  const response = await fetch(`${API}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await idToken(shopper)}` },
    body: JSON.stringify({
      items: [{ id: THALI, quantity: 1, type: 'product' }],
      paymentMethod: 'Cash on Delivery',
      shippingAddress,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; orderNumber: string };
}

test('the owner confirms a cash-on-delivery order after the call, ships and delivers it, with every line of its total', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const shopper = await createShopper();
  const order = await codOrder(shopper);
  const owner = await signedInPage(browser, await createOwner());

  // The profile menu leads the owner to the owner's pages (row 15).
  await owner.getByRole('button', { name: 'Profile menu' }).click();
  await owner.getByRole('menuitem', { name: 'Shop admin' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  // The list says how many COD orders wait for the call and filters to them.
  await expect(owner.getByText(/^Cash on delivery to confirm by phone: \d+ orders?\./)).toBeVisible();
  await owner.getByRole('link', { name: 'Show them' }).click();
  await expect(owner).toHaveURL(/\/admin\/orders\?status=pending&method=cod$/);
  const row = owner.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(row).toContainText('Rs. 499/-');
  await expect(row).toContainText(/Cash on delivery, Pending · confirm within 4[78] h \d+ min/);
  await row.getByRole('link', { name: order.orderNumber }).click();

  await expect(owner.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  // Every line the shopper pays adds up to the total: 299 + 150 + 50 = 499 (it showed "Total Rs. 499/-" alone).
  const totals = owner.getByLabel('Totals');
  await expect(totals).toContainText('SubtotalRs. 299/-');
  await expect(totals).toContainText('ShippingRs. 150/-');
  await expect(totals).toContainText('Cash on delivery feeRs. 50/-');
  await expect(totals).toContainText('TotalRs. 499/-');
  // Nothing is chosen for the owner; Cancel above all is not.
  await expect(owner.getByLabel('New status')).toHaveValue('');
  const cod = owner.getByRole('region', { name: 'Cash on delivery' });
  await expect(cod).toContainText('Call the shopper on +919876543210');
  await expect(cod.getByTestId('cod-deadline')).toContainText(/^4[78] h \d+ min left to confirm/);

  await cod.getByRole('button', { name: 'Confirm order (after the call)' }).click();
  await expect(owner.getByText('Order confirmed: it can now be packed and shipped.')).toBeVisible();
  await expect(owner.getByTestId('order-status')).toHaveText('Confirmed');

  await owner.getByLabel('New status').selectOption('shipped');
  await owner.getByLabel(/^Note to the shopper/).fill('Sent with Delhivery, AWB 5512');
  await owner.getByRole('button', { name: 'Update status' }).click();
  await expect(owner.getByTestId('order-status')).toHaveText('Shipped');
  // What the page says follows the order: no longer "it can now be packed" once shipped (issue 53).
  await expect(owner.getByText('Order confirmed: it can now be packed and shipped.')).toHaveCount(0);
  await expect(owner.getByLabel('New status')).toHaveValue('');
  await owner.getByLabel('New status').selectOption('delivered');
  await owner.getByRole('button', { name: 'Update status' }).click();
  await expect(owner.getByTestId('order-status')).toHaveText('Delivered');
  await expect(owner.getByLabel('Totals')).toContainText('Cash on Delivery, Paid');

  // The shopper's /orders: delivered, paid, and the studio's note with its time (row 15).
  const shopperPage = await signedInPage(browser, shopper);
  await shopperPage.goto('/orders');
  const card = shopperPage.getByTestId('order-card').filter({ hasText: order.orderNumber });
  await expect(card.getByTestId('order-status')).toContainText('Delivered');
  await expect(card.getByTestId('payment-status')).toHaveText('Paid');
  const notes = card.getByRole('region', { name: 'Notes from the studio' });
  await expect(notes).toContainText('Sent with Delhivery, AWB 5512');
  await expect(notes).toContainText(/\d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [AP]M/);
});
