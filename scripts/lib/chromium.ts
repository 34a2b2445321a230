import { existsSync } from 'node:fs';

/** Debian's Chromium: tools here cannot download their own browser. `CHROME_PATH` points at another. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's headless shell, the same Blink without the desktop browser around it, and
 * what Playwright itself runs for headless tests. Beside the full browser's headless mode it took less than half
 * the CPU (30 s against 71 s over three specs) and the specs 18% less time (decision 081). The bench keeps the full
 * browser, as shoppers have it. `CHROME_PATH` points both at another.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/** The test Chromium, or an error that says how to get it. */
export function testChromium(): string {
  if (!existsSync(TEST_CHROMIUM_PATH)) {
    throw new Error(
      `The browser tests run on Chromium's headless shell, not found at ${TEST_CHROMIUM_PATH}: on Debian, ` +
        '`apt-get install chromium-headless-shell`, or set CHROME_PATH to a Chromium.',
    );
  }
  return TEST_CHROMIUM_PATH;
}

/** For test and bench runs: no sandbox (root in CI), no GPU, no background traffic to skew a measurement. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
