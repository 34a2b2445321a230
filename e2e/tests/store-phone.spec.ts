import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { openSite } from '../support/routes';

/** The phone the store was seen on (issue 53): 36 full-width cards, 8 of them before ALL PRODUCTS repeated it. */
const PHONE = { width: 412, height: 915 };

test.use({ viewport: PHONE });

type Box = { x: number; y: number; width: number; height: number };

const boxesOf = (cards: Locator): Promise<Box[]> =>
  cards.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return {
        x: Math.round(x),
        y: Math.round(y + window.scrollY),
        width: Math.round(width),
        height: Math.round(height),
      };
    }),
  );

const section = (page: Page, title: string) => page.getByRole('list', { name: title, exact: true });

test('the store on a phone: the two sections the catalogue repeats are one row to swipe, the catalogue two cards a row, every card as tall as its row', async ({
  page,
}) => {
  await openSite(page, '/store');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `the store is ${width} px wide on a ${PHONE.width} px phone`).toBeLessThanOrEqual(PHONE.width);

  for (const title of ['LATEST ARRIVALS', 'POPULAR ITEMS']) {
    const rows = new Set((await boxesOf(section(page, title).locator(':scope > li'))).map((box) => box.y));
    expect([...rows], `${title} takes one row`).toHaveLength(1);
  }
  // The whole catalogue begins within two screens of the top, where it began after eight cards of 513-542 px.
  const allProducts = await page.getByRole('heading', { name: 'ALL PRODUCTS' }).boundingBox();
  expect(allProducts!.y).toBeLessThan(2 * PHONE.height);

  // The catalogue's cards are laid out only near the screen (content-visibility, issue 58): one far below has no
  // box until the shopper scrolls to it. Its layout is what this test is about, so every card is laid out here.
  await section(page, 'ALL PRODUCTS')
    .locator(':scope > li')
    .evaluateAll((items) => items.forEach((item) => ((item as HTMLElement).style.contentVisibility = 'visible')));
  const cards = await boxesOf(section(page, 'ALL PRODUCTS').locator('.catalog-card'));
  expect(cards.length).toBeGreaterThan(20);
  expect(new Set(cards.map((card) => card.x)).size, 'cards side by side').toBe(2);
  const rows = new Map<number, Box[]>();
  for (const card of cards) rows.set(card.y, [...(rows.get(card.y) ?? []), card]);
  for (const [y, row] of rows) {
    expect(new Set(row.map((card) => card.height)).size, `the cards of the row at ${y} px are one height`).toBe(1);
  }
  // A sold-out piece's card is in a row like the others.
  const soldOut = section(page, 'ALL PRODUCTS').locator('.catalog-card--sold-out').first();
  await expect(soldOut).toBeVisible();
  const soldOutBox = (await boxesOf(soldOut))[0]!;
  expect(rows.get(soldOutBox.y)!.every((card) => card.height === soldOutBox.height)).toBe(true);
});

test("on a phone the floating Filter button covers no card's heart in the first view, and its choices are thumb-sized", async ({
  page,
}) => {
  await openSite(page, '/store');
  const toggle = page.locator('summary', { hasText: 'Filter Products' });
  const button = (await toggle.boundingBox())!;
  for (const heart of await page.locator('.catalog-wishlist').all()) {
    const box = await heart.boundingBox();
    if (!box || box.y > PHONE.height) continue;
    const overlaps =
      box.x < button.x + button.width &&
      button.x < box.x + box.width &&
      box.y < button.y + button.height &&
      button.y < box.y + box.height;
    expect(overlaps, `the Filter button (${JSON.stringify(button)}) over a heart (${JSON.stringify(box)})`).toBe(false);
  }

  await toggle.click();
  const panel = page.getByRole('dialog', { name: 'Filter Products' });
  await expect(panel).toBeVisible();
  const choices = panel.getByRole('checkbox');
  expect(await choices.count()).toBeGreaterThan(3);
  for (const choice of await choices.all()) {
    const box = (await choice.boundingBox())!;
    expect(Math.round(Math.min(box.width, box.height)), 'a checkbox a thumb can find').toBeGreaterThanOrEqual(24);
    const label = (await choice.locator('xpath=..').boundingBox())!;
    expect(Math.round(label.height), 'its label is a 44 px target').toBeGreaterThanOrEqual(44);
  }
});

test("on a phone the floating Filter button covers no card's name, price or controls in the first view", async ({
  page,
}) => {
  await openSite(page, '/store');
  const button = (await page.locator('summary', { hasText: 'Filter Products' }).boundingBox())!;
  const parts = page.locator(
    '.catalog-card :is(.catalog-card__name, .catalog-card__price, .catalog-wishlist, .catalog-card__add)',
  );
  const inView = await parts.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const card = element.closest('.catalog-card')?.getAttribute('aria-label') ?? '';
      // What the first view shows of it: the rails scroll sideways, so a card to their right is not on screen.
      const shown = x < window.innerWidth && x + width > 0 && y < window.innerHeight && y + height > 0;
      return shown ? [{ card, part: element.className, x, y, width, height }] : [];
    }),
  );
  expect(inView.length, 'cards in the first view').toBeGreaterThan(4);
  for (const part of inView) {
    const overlaps =
      part.x < button.x + button.width &&
      button.x < part.x + part.width &&
      part.y < button.y + button.height &&
      button.y < part.y + part.height;
    expect(overlaps, `the Filter button (${JSON.stringify(button)}) over ${JSON.stringify(part)}`).toBe(false);
  }
});
