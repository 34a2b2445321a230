import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';

/** How much of a failed page's text the log shows: enough to read the page, not a whole catalogue. */
const SHOWN_CHARACTERS = 3_000;
/** A page that does not answer within this long is named as such rather than holding the run. */
const READ_TIMEOUT_MS = 3_000;

/**
 * Playwright's `test`, with two additions. When a test fails, the log shows what a person would have seen on each
 * of its pages still open at that moment (its address, title and visible text), so a red run is understood from
 * its log alone; it replaces recording a trace of every test (decision 064), which cost a third of the suite's
 * time. And the browser contexts a test opens besides its own (a second shopper, a phone) close with it: left
 * open, each kept its pages running through every later test of the worker.
 */
export const test = base.extend<{ pagesOfTheTest: void }>({
  pagesOfTheTest: [
    // On the test's own context, so that it is still open when this looks (fixtures close in reverse order).
    async ({ browser, context }, use, testInfo) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((other) => !before.has(other));
      try {
        if (testInfo.status !== testInfo.expectedStatus) await logPages([context, ...opened], testInfo.title);
      } finally {
        await Promise.all(opened.map((other) => other.close()));
      }
    },
    { auto: true },
  ],
});

async function logPages(contexts: readonly BrowserContext[], title: string): Promise<void> {
  const pages = contexts.flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    const seen = await Promise.race([
      describePage(page),
      new Promise<string>((resolve) =>
        setTimeout(resolve, READ_TIMEOUT_MS, `${page.url()}\n(the page did not answer)`),
      ),
    ]);
    console.log(`\n--- page ${index + 1} of ${pages.length} when "${title}" failed ---\n${seen}\n`);
  }
}

async function describePage(page: Page): Promise<string> {
  try {
    const visible = (await page.locator('body').innerText({ timeout: READ_TIMEOUT_MS }))
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    const rest = visible.length - SHOWN_CHARACTERS;
    const shown = rest > 0 ? `${visible.slice(0, SHOWN_CHARACTERS)}\n[… ${rest} more characters]` : visible;
    return `${page.url()}\ntitle: ${await page.title()}\n${shown}`;
  } catch (error) {
    return `${page.url()}\n(the page could not be read: ${error instanceof Error ? error.message : String(error)})`;
  }
}

export { expect };
export type { Browser, Locator, Page, Request, Response } from '@playwright/test';
