import { expect, test, type Page } from '../support/test';
import { appReady, appRuns } from '../support/app';
import { createShopper, signIn } from '../support/auth';
import { createOwner } from '../support/owner';
import { API, idToken, ordersOf } from '../support/routes';

interface ApiWorkshop {
  id: string;
  slotsAvailable: number;
}

interface ApiOrder {
  id: string;
  orderType: string;
  items: { id: string; quantity: number; type: string; workshopDetails?: Record<string, unknown> }[];
}

async function slotsOf(id: string): Promise<number> {
  const response = await fetch(`${API}/workshops/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as ApiWorkshop).slotsAvailable;
}

/**
 * The workshop's page, run by the app: these checks are of the app's Book Now. Before the app runs, Book Now
 * is the form to the booking page (decision 035; app-takeover.spec.ts checks that way).
 */
async function openWorkshop(page: Page, name: string) {
  await page.goto('/workshops');
  await expect(page.getByRole('heading', { level: 1, name: 'Pottery Workshops' })).toBeVisible();
  const card = page.getByRole('article', { name });
  await card.getByRole('link', { name: /^(Register Now|View Details)/ }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await appRuns(page);
}

test('the list shows the calendar under a rotating hero, and a card opens its workshop', async ({ page }) => {
  await page.goto('/workshops');
  await expect(page).toHaveTitle('Workshops | Mitti Studio');
  const hero = page.getByRole('region', { name: 'Workshop highlights' });
  await expect(hero.getByRole('group')).toHaveCount(1);
  // The slides move once the app runs, which the shopper's first use starts (decision 130).
  await appReady(page);
  const first = await hero.getByRole('img').getAttribute('alt');
  await expect(hero.getByRole('img')).not.toHaveAttribute('alt', first ?? '', { timeout: 5000 });

  const card = page.getByRole('article', { name: 'Raku Firing Weekend' });
  await expect(card).toContainText('6 February 2027');
  await expect(card).toContainText(/Rs\. [\d,]+\/-/);
  await card.getByRole('link', { name: /^Register Now/ }).click();
  await expect(page).toHaveURL(/\/workshop\/raku-firing-weekend$/);
  await expect(page).toHaveTitle('Raku Firing Weekend | Mitti Studio');
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Event', offers: { priceCurrency: 'INR' } });
});

test("each workshop page promises what that class teaches: the children's class no wheel centring", async ({
  page,
}) => {
  const learned = async () =>
    page.getByRole('heading', { level: 2, name: "What You'll Learn" }).locator('+ ul > li').allTextContents();

  await openWorkshop(page, 'Kids Clay Play (Ages 6-12)');
  const kids = await learned();
  expect(kids).toContain('Pressing patterns into a clay tile');
  expect(kids.join(' ')).not.toMatch(/wheel|centr/i);
  await expect(page.getByRole('heading', { level: 2, name: 'Requirements' }).locator('+ ul')).toContainText(
    'Ages 6 to 12',
  );

  await openWorkshop(page, 'Wheel Throwing for Beginners');
  const wheel = await learned();
  expect(wheel).toContain('Centring clay on the wheel, opening it and pulling up walls');
  expect(wheel).not.toEqual(kids);
});

test('a guest who presses Book Now signs in and comes back to the workshop', async ({ page }) => {
  const shopper = await createShopper();
  await openWorkshop(page, 'Terracotta Planters');
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('Please sign in to book a workshop')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, shopper);
  await expect(page).toHaveURL(/\/workshop\/terracotta-planters$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terracotta Planters' })).toBeVisible();
});

test('Book Now takes no seat, twice is no booking; Place Order holds one seat and says until when (issue 33)', async ({
  page,
}) => {
  const shopper = await createShopper();
  await page.goto('/login');
  await signIn(page, shopper);
  const before = await slotsOf('raku-firing-weekend');
  await openWorkshop(page, 'Raku Firing Weekend');
  await page.getByRole('button', { name: 'Book Now' }).click();
  // The booking names its class in its URL: a reload, or Book Now before the app runs, opens the same.
  await expect(page).toHaveURL(/\/checkout\?workshop=raku-firing-weekend$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Workshop Booking' })).toBeVisible();
  // Looking at the booking takes nothing; back and Book Now again is still nothing.
  expect(await slotsOf('raku-firing-weekend')).toBe(before);
  await page.goBack();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workshop Booking' })).toBeVisible();
  expect(await slotsOf('raku-firing-weekend')).toBe(before);
  expect(await ordersOf<ApiOrder>(shopper)).toEqual([]);

  await expect(page.getByText('Place Order holds your seat for 30 minutes while you pay.')).toBeVisible();
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByLabel('Phone').fill('98765 43210');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Redirecting to Payment' })).toBeVisible();
  // One seat, one booking, held until a time the shopper is told (30 minutes on).
  const heldUntil = await page.getByTestId('held-until').innerText();
  expect(heldUntil).toMatch(/^\d{1,2}:\d{2} [AP]M$|^\d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [AP]M$/);
  await expect(page.getByText(/held for you until .+; unpaid by then, it is released\./)).toBeVisible();
  expect(await slotsOf('raku-firing-weekend')).toBe(before - 1);
  const orders = await ordersOf<ApiOrder & { heldUntil: string }>(shopper);
  expect(orders).toHaveLength(1);
  const minutesHeld = (Date.parse(orders[0]!.heldUntil) - Date.now()) / 60_000;
  expect(minutesHeld).toBeGreaterThan(28);
  expect(minutesHeld).toBeLessThanOrEqual(30);
  expect(orders[0]).toMatchObject({
    orderType: 'workshop',
    items: [{ id: 'raku-firing-weekend', quantity: 1, type: 'workshop' }],
  });
  expect(orders[0]?.items[0]?.workshopDetails).toMatchObject({
    instructor: expect.any(String),
    date: '2027-02-06',
    location: expect.any(String),
  });
});

test('a full workshop says Fully booked and offers no active Book Now, on the list and its page', async ({ page }) => {
  // A class is full when the owner's seats are all taken: here the owner closes it (0 seats, none booked).
  const owner = await createOwner();
  const seats = (slotsTotal: number) =>
    idToken(owner).then((token) =>
      fetch(`${API}/api/admin/workshops/glazing-masterclass/seats`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ slotsTotal }),
      }),
    );
  const { slotsTotal } = (await (await fetch(`${API}/workshops/glazing-masterclass`)).json()) as { slotsTotal: number };
  expect((await seats(0)).status).toBe(200);
  const shopper = await createShopper();
  await page.goto('/login');
  await signIn(page, shopper);
  await page.goto('/workshops');
  const card = page.getByRole('article', { name: 'Glazing Masterclass' });
  await expect(card).toContainText('Fully booked');
  await expect(card.getByRole('link', { name: /^Register Now/ })).toHaveCount(0);
  await openWorkshop(page, 'Glazing Masterclass');
  await expect(page).toHaveURL(/\/workshop\/glazing-masterclass$/);
  await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Fully booked' })).toBeDisabled();
  expect(await ordersOf<ApiOrder>(shopper)).toEqual([]);
  expect((await seats(slotsTotal)).status).toBe(200);
});

test('a booked seat is paid through the sandbox and shows on /orders with its date and instructor', async ({
  page,
}) => {
  const shopper = await createShopper();
  await page.goto('/login');
  await signIn(page, shopper);
  const workshop = (await (await fetch(`${API}/workshops/couples-wheel-date-night`)).json()) as {
    name: string;
    instructor: string;
  };
  await openWorkshop(page, workshop.name);
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workshop Booking' })).toBeVisible();

  // A class is not shipped: the booking asks who is coming and how to reach them, and charges no shipping.
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await expect(page.getByLabel('Address')).toHaveCount(0);
  await expect(page.getByLabel('PIN Code')).toHaveCount(0);
  await expect(page.getByText('Shipping', { exact: true })).toHaveCount(0);
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByLabel('Phone').fill('12345');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Enter a valid Indian mobile number')).toBeVisible();
  await page.getByLabel('Phone').fill('98765 43210');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/localhost:4000\/sandbox\/pay\//, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Success' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();

  // The confirmation says when and where the class is, instead of a shipping address.
  const details = (await (await fetch(`${API}/workshops/couples-wheel-date-night`)).json()) as {
    date: string;
    time: string;
    location: string;
  };
  const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(details.date),
  );
  const booked = page.getByRole('region', { name: 'Your Class' });
  await expect(booked.getByRole('definition').filter({ hasText: date })).toBeVisible();
  await expect(booked.getByRole('definition').filter({ hasText: details.time })).toBeVisible();
  await expect(booked.getByRole('definition').filter({ hasText: details.location })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toHaveCount(0);

  // One booking, one order: paying did not create a second one.
  const orders = await ordersOf<ApiOrder>(shopper);
  expect(orders).toHaveLength(1);

  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const card = page.getByRole('article').filter({ hasText: workshop.name });
  await expect(card).toContainText(`Instructor: ${workshop.instructor}`);
  await expect(card).toContainText(/Workshop on \d{1,2} \w+ 2027/);
});
