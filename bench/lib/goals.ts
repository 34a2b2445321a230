/**
 * Issue 30's goals (issue 21's, made stricter), absolute (not relative to the monolith): what a shopper on a mid-range phone must get.
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
  /** On a 400 kbps / 400 ms line: the first working tap on /store's filter button, and Add to Cart's count. */
  slowLineMs: { '/store': 4000, '/product/:id': 5000 } as Record<string, number>,
  /** Issue 58: lab INP of a tap once the app runs, on Lighthouse's phone (its 4x slower CPU). */
  inpMs: 200,
} as const;

/** "1.62 s pass" / "2.41 s FAIL": the figure with its verdict, for the report's tables. */
export function verdict(text: string, ok: boolean): string {
  return `${text} ${ok ? 'pass' : 'FAIL'}`;
}
