import type { Page } from '@playwright/test';

/** What to look for: an element matching `selector`, or `text` anywhere in the page. */
export interface Watched {
  selector?: string;
  text?: string;
}

/**
 * Records whether what is watched ever entered the page, from the first byte of the next document on (the
 * server's view included), and returns the check. One watch per test: a second replaces the first.
 */
export async function watchForEver(page: Page, watched: Watched): Promise<() => Promise<boolean>> {
  await page.addInitScript((what: Watched) => {
    const seen = { shown: false };
    (window as unknown as { mittiSeen: typeof seen }).mittiSeen = seen;
    new MutationObserver(() => {
      if (what.selector && document.querySelector(what.selector)) seen.shown = true;
      if (what.text && document.body?.textContent?.includes(what.text)) seen.shown = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, watched);
  return () => page.evaluate(() => (window as unknown as { mittiSeen: { shown: boolean } }).mittiSeen.shown);
}
