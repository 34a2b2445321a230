import { expect, test } from '../support/test';
import { startUsing } from '../support/app';
import { REMOTE_FALLBACK } from '../support/uncaught';

// The shell gives a remote 4 s before its slot falls back: this spec times that deadline, so it runs alone (a second
// browser beside it would stretch it). The same fault without the clock, for every remote, is in page-faults.spec.

test('a remote that is down shows a fallback in its slot, the rest keeps working, Retry recovers', async ({ page }) => {
  await page.route('http://localhost:3002/**', (route) => route.abort('connectionrefused'));
  await page.goto('/workshops');
  // The app, and its 4 s for the remote, starts at the shopper's first use (decision 130).
  const started = Date.now();
  await startUsing(page);
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText(REMOTE_FALLBACK, { timeout: 5000 });
  expect(Date.now() - started).toBeLessThan(8000);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('Mitti Studio');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workshops' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await page.unroute('http://localhost:3002/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
