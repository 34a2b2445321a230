/** Debian's Chromium: tools here cannot download their own browser. `CHROME_PATH` points at another. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** For test and bench runs: no sandbox (root in CI), no GPU, no background traffic to skew a measurement. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
