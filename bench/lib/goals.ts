/**
 * Issue 21's goals, absolute (not relative to the monolith): what a shopper on a mid-range phone must get.
 * Lighthouse's are for the mobile preset; first-load JavaScript is gzip bytes of every script a route's first
 * load fetches.
 */
export const GOALS = {
  score: 98,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.02,
  firstLoadBytes: 150 * 1024,
  /** Navigation to the first tap that works, under Lighthouse's mobile conditions. */
  usableMs: 2000,
  /** Dead time: how long after the control is on screen it starts working. */
  deadMs: 500,
  /** The first working click on /store's filter button on a 400 kbps / 400 ms line. */
  slowLineMs: 4000,
} as const;

/** "1.62 s pass" / "2.41 s FAIL": the figure with its verdict, for the report's tables. */
export function verdict(text: string, ok: boolean): string {
  return `${text} ${ok ? 'pass' : 'FAIL'}`;
}
