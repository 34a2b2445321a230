import { expect, test } from '../support/test';
import { createOwner, signIn } from '../support/auth';
import { API, openSite } from '../support/routes';

/** A phone the owner was seen on: their pages ran 771-842 px wide there, and the owner menu cut "E-mail". */
const PHONE = { width: 412, height: 915 };

test.use({ viewport: PHONE });

test("every owner's page fits a phone: nothing scrolls sideways but a wide table in its own box, and the owner menu shows every section", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createOwner();
  await openSite(page, '/login');
  await signIn(page, owner);
  const [product] = (await (await fetch(`${API}/products`)).json()) as { id: string; name: string }[];
  const [workshop] = (await (await fetch(`${API}/workshops`)).json()) as { id: string; name: string }[];
  const pages: [path: string, heading: string][] = [
    ['/admin/orders', 'Orders'],
    ['/admin/products', 'Products'],
    ['/admin/products/new', 'Add product'],
    [`/admin/products/${product!.id}`, product!.name],
    ['/admin/workshops', 'Workshops'],
    [`/admin/workshops/${workshop!.id}`, workshop!.name],
    ['/admin/messages', 'Messages'],
    ['/admin/email', 'E-mail'],
    ['/admin/subscribers', 'Subscribers'],
    ['/admin/reviews', 'Reviews'],
    ['/admin/performance', 'Performance'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    const menu = page.getByRole('navigation', { name: 'Owner' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('.admin-state[role="status"]')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide on a ${PHONE.width} px phone`).toBeLessThanOrEqual(PHONE.width);
    for (const link of await menu.getByRole('link').all()) {
      const box = await link.boundingBox();
      const name = await link.innerText();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${path}: the owner menu's "${name}"`).toBe(true);
    }
  }
});

test("the product form's Popular checkbox is the shop's thumb size on a phone, adding a piece and editing one", async ({
  page,
}) => {
  const owner = await createOwner();
  await openSite(page, '/login');
  await signIn(page, owner);
  const [product] = (await (await fetch(`${API}/products`)).json()) as { id: string; name: string }[];
  for (const [path, heading] of [
    ['/admin/products/new', 'Add product'],
    [`/admin/products/${product!.id}`, product!.name],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // As the store's filter choices (store-phone.spec): a 24 px box in a 44 px label, where the browser's is 13 px.
    const popular = page.getByRole('checkbox', { name: 'Popular (shown first)' });
    const box = (await popular.boundingBox())!;
    expect(Math.round(Math.min(box.width, box.height)), `${path}: a checkbox a thumb can find`).toBeGreaterThanOrEqual(
      24,
    );
    const label = (await popular.locator('xpath=..').boundingBox())!;
    expect(Math.round(label.height), `${path}: its label is a 44 px target`).toBeGreaterThanOrEqual(44);
    const was = await popular.isChecked();
    await popular.click();
    await expect(popular).toBeChecked({ checked: !was });
  }
});
