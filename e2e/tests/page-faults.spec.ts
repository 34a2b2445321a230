import { expect, test, type Page } from '../support/test';
import { createShopper, signIn } from '../support/auth';
import { appReady } from '../support/routes';
import { startUsing } from '../support/app';
import { REMOTE_FALLBACK, watchUncaught } from '../support/uncaught';

// Faults one browser meets (a remote or a chunk it cannot load, made by its own routes): beside other specs, since
// nothing here changes what another shopper is served. Faults of the whole site are in faults.spec, alone.

/** One page per remote, the exposed module behind it, and what it shows when healthy. */
const REMOTES = [
  { name: 'catalog', port: 3001, path: '/store', expose: 'StorePage', heading: 'Products', signedIn: false },
  { name: 'workshops', port: 3002, path: '/workshops', expose: 'WorkshopsPage', heading: 'Workshops', signedIn: false },
  { name: 'checkout', port: 3003, path: '/cart', expose: 'CartPage', heading: 'Shopping Cart', signedIn: false },
  { name: 'account', port: 3004, path: '/orders', expose: 'OrdersPage', heading: 'My Orders', signedIn: true },
] as const;
type Remote = (typeof REMOTES)[number];

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function expectShellAlive(page: Page, remote: Remote) {
  await expect(nav(page)).toBeVisible();
  await expect(page.locator('footer')).toContainText('Mitti Studio');
  // Another route, served by the shell itself, still works.
  await nav(page).getByRole('link', { name: 'Our Story' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${remote.path}$`));
}

const FAULTS = {
  unreachable: (remote: Remote) => ({
    url: `http://localhost:${remote.port}/**`,
    handler: (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.abort('connectionrefused'),
  }),
  // Slow: every answer 8 s late. The shell waits 4 s for a remote, but the document's preload hints start
  // the remote's requests before the app boots, so a remote only 5 s late is usually shown without a fallback.
  slow: (remote: Remote) => ({
    url: `http://localhost:${remote.port}/**`,
    handler: async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
      await new Promise((resolve) => setTimeout(resolve, 8000));
      await route.continue().catch(() => undefined);
    },
  }),
  broken: (remote: Remote) => ({
    url: new RegExp(`localhost:${remote.port}/__federation_expose_${remote.expose}.*\\.js$`),
    handler: (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken deploy");' }),
  }),
};

for (const remote of REMOTES) {
  for (const [fault, make] of Object.entries(FAULTS)) {
    test(`${remote.name} remote ${fault}: the slot falls back, the shell keeps working, Retry recovers`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const uncaught = watchUncaught(page);
      if (remote.signedIn) await signIn(page, await createShopper());
      const { url, handler } = make(remote);
      await page.route(url, handler);
      await page.goto(remote.path);
      await startUsing(page);
      await expect(page.getByRole('alert')).toContainText(REMOTE_FALLBACK, { timeout: 10_000 });
      // A slow remote arrives by itself a moment later (a shopper coming back to the page then sees it), so
      // Retry is pressed straight from the fallback; an unreachable or broken one stays down meanwhile.
      if (fault !== 'slow') await expectShellAlive(page, remote);

      await page.unroute(url);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: remote.heading })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(REMOTE_FALLBACK)).toHaveCount(0);
      if (fault === 'slow') await expectShellAlive(page, remote);
      expect(uncaught).toEqual([]);
    });
  }
}

test('the HTTP client comes with the first call; when it cannot be fetched, the call fails as no answer would and the next one works', async ({
  page,
}) => {
  const uncaught = watchUncaught(page);
  const clientChunk = /\/http-client\.[0-9a-f]+\.js$/;
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (clientChunk.test(request.url())) fetched.push(request.url());
  });
  await page.route(clientChunk, (route) => route.abort('connectionreset'));
  await page.goto('/contact');
  await appReady(page);
  // The first view makes no API call, so it does not download the client (decision 032).
  expect(fetched).toEqual([]);

  await page.getByLabel('Name', { exact: true }).fill('Asha Rao');
  await page.getByLabel('Email', { exact: true }).fill('asha@example.in');
  await page.getByLabel('Message', { exact: true }).fill('Do you ship glazed planters to Goa?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to submit form. Please try again.');
  expect(fetched.length).toBeGreaterThan(0);

  await page.unroute(clientChunk);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your message!' })).toBeVisible();
  expect(uncaught).toEqual([]);
});
