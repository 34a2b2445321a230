import { expect, type Page } from '@playwright/test';

/** The app runs the page: it has rendered or hydrated it (the shell marks the document `data-app="ready"`). */
export async function appRuns(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 15_000 });
}

/** The app runs the page, and the 1.5 s start-up overlay has gone. */
export async function appReady(page: Page): Promise<void> {
  await appRuns(page);
  await expect(page.getByTestId('startup-overlay')).toBeHidden({ timeout: 15_000 });
}
