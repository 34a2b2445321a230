import type { Page } from '@playwright/test';

/** The sum of the page's layout shifts not caused by the shopper, as the page's own observer saw them. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing moved (the observer is called only for entries).
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );
}
