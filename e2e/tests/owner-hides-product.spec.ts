import { expect, test, type Page } from '../support/test';
import { signIn } from '../support/auth';
import { addOwnersProduct, createOwner } from '../support/owner';

/**
 * Issue 53 item 8: the owner takes a product off the store and puts it back, then deletes it (no order names
 * it). The piece is the test's own, added through the owner's API and deleted at the end, so no other spec's
 * seeded product changes.
 */

/** A product the owner adds through /api/admin/products, as /admin/products/new does. */
function jar(name: string) {
  return {
    name,
    description: 'A small ash-glazed jar for pickles, thrown in the winter firing.',
    category: 'Jars',
    price: 740,
    mrp: 740,
    stock: 3,
    tags: ['jar', 'handmade'],
    isPopular: false,
    materialType: 'Stoneware',
    materials: ['Stoneware clay'],
    glaze: 'Wood ash',
    dimensions: '9 x 9 x 11 cm',
    capacity: 400,
    firingTemp: 1280,
    coneType: 'Cone 10',
  };
}

/** The store's ALL PRODUCTS, read afresh (a visitor's /store document may be a second or two old). */
async function expectOnStore(page: Page, name: string, shown: boolean): Promise<void> {
  await expect(async () => {
    await page.goto('/store');
    const all = page.getByRole('list', { name: 'ALL PRODUCTS' });
    await expect(all.getByRole('article').first()).toBeVisible({ timeout: 5_000 });
    await expect(all.getByRole('article', { name })).toHaveCount(shown ? 1 : 0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The product's address as a visitor opens it: its page, or the shop's Product Not Found with a 404. */
async function expectProductPage(page: Page, id: string, name: string, shown: boolean): Promise<void> {
  await expect(async () => {
    const response = await page.goto(`/product/${id}`);
    expect(response?.status()).toBe(shown ? 200 : 404);
    const heading = page.getByRole('heading', { level: 1, name: shown ? name : 'Product Not Found' });
    await expect(heading).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  if (!shown) await expect(page.getByRole('link', { name: 'Browse Our Store' })).toBeVisible();
}

test('the owner hides a product: shoppers no longer find it on /store or at its address, until it is shown again', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await createOwner();
  const name = `Ash Pickle Jar ${Date.now().toString(36)}`;
  const { id, remove } = await addOwnersProduct(owner, jar(name));

  try {
    const ownerPage = await (await browser.newContext()).newPage();
    await signIn(ownerPage, owner);
    const shopper = await (await browser.newContext()).newPage();
    await expectOnStore(shopper, name, true);

    await ownerPage.goto('/admin/products');
    const row = ownerPage.getByRole('row', { name: new RegExp(name) });
    // The table's last column: On the store.
    await expect(row.getByRole('cell').last()).toHaveText('Yes');
    await ownerPage.getByRole('link', { name: `Edit ${name}` }).click();
    const onTheStore = ownerPage.getByRole('region', { name: 'On the store' });
    await expect(onTheStore).toContainText('Shown on the store.');
    await onTheStore.getByRole('button', { name: 'Hide from the store' }).click();
    await expect(onTheStore.getByRole('status')).toHaveText(
      `${name} is hidden: shoppers no longer find it on the store.`,
    );
    await expect(onTheStore.getByRole('button', { name: 'Show on the store' })).toBeVisible();

    // The shopper: not on /store, and its address is the shop's not-found page.
    await expectOnStore(shopper, name, false);
    await expectProductPage(shopper, id, name, false);

    // The owner's list still has it, saying it is hidden.
    await ownerPage.getByRole('link', { name: 'Back to products' }).click();
    await expect(row.getByRole('cell').last()).toHaveText('Hidden');

    await ownerPage.getByRole('link', { name: `Edit ${name}` }).click();
    await onTheStore.getByRole('button', { name: 'Show on the store' }).click();
    await expect(onTheStore.getByRole('status')).toHaveText(`${name} is on the store again.`);

    await expectOnStore(shopper, name, true);
    await expectProductPage(shopper, id, name, true);

    // Added by mistake and never ordered: the owner deletes it, after confirming.
    await onTheStore.getByRole('button', { name: 'Delete product' }).click();
    await expect(onTheStore.getByText(`Delete ${name} for good? This cannot be undone.`)).toBeVisible();
    await onTheStore.getByRole('button', { name: 'Delete for good' }).click();
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(ownerPage.getByRole('status').filter({ hasText: `${name} deleted.` })).toBeVisible();
    await expect(ownerPage.getByRole('link', { name: `Edit ${name}` })).toHaveCount(0);
    await expectOnStore(shopper, name, false);
    await expectProductPage(shopper, id, name, false);
  } finally {
    // Whatever happened above, the store is left as the other specs expect it (404 once deleted).
    await remove();
  }
});
