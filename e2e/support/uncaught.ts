import type { Page } from '@playwright/test';

/** What a page slot shows when its remote cannot be loaded (the shell's fallback). */
export const REMOTE_FALLBACK = 'This part of the shop is not available right now';

/** Collects the uncaught errors and unhandled rejections that reach `page`: none may, whatever fails. */
export function watchUncaught(page: Page): string[] {
  const uncaught: string[] = [];
  // The injected broken chunk throws by design; anything else reaching the page is a defect.
  page.on('pageerror', (error) => {
    if (!error.message.includes('broken deploy')) uncaught.push(`pageerror: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Uncaught|unhandled/i.test(message.text())) uncaught.push(message.text());
  });
  return uncaught;
}
