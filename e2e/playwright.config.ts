import { defineConfig, devices } from '@playwright/test';
import { assertSupportedNode } from '@mitti/server-kit/node-runtime';
import { CHROMIUM_ARGS, testChromium } from '../scripts/lib/chromium';

// The runner and its workers run on the Node the shop runs on (decision 042); the shop it starts checks its own.
assertSupportedNode('The browser test run', process.versions.node);

const specs = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);

/**
 * The specs that must have the shop to themselves: each changes what every shopper sees, counts or reads exactly what
 * another spec's shopper would change, or measures time that a second browser would stretch. They run one at a time
 * after the others (decision 082); every other spec makes its own shoppers and carts and reads the catalogue as
 * seeded, so two of them run side by side (decision 082).
 */
const ALONE = specs([
  'app-start', // times the main script against the first photo
  'app-takeover', // slows the CPU six times over
  'deploy', // points remotes.json at other builds
  'faults', // points every page at a dead API, a dead remote or an API that serves script payloads
  'firestore-documents', // points the live runtime config at a Firestore emulator, then stops it
  'partner-cart', // reads the bowl's exact stock, which others buy, from whatever pieces the partner's shop lists
  'real-user-metrics', // counts every page view of the site
  'remote-deadline', // times the shell's 4-s deadline for a remote
  'sign-in-sdk-down', // signed out within 5 s of a reload
  'stock-caps', // reads the exact stock of the Leaf Incense Holder, which others buy, and picks its pieces by stock
]);

/**
 * Specs that change what the side-by-side specs read, in two lanes that run beside each other after those and before
 * the ones alone (decision 122): the owner's catalogue (its prices, photos and pieces) and the orders, seats and
 * reviews of the pieces and classes that lane never touches. A spec that reads what one lane changes goes in that
 * lane, or alone.
 */
const OWNERS_CATALOGUE = specs([
  'admin-photos', // adds and removes the photo of a seeded vase every product page shows
  'admin', // sets the Terracotta Bud Vase's price and back
  'hindi-names', // adds a piece every store page lists, as owner-save-shows does
  'owner-hides-product', // hides a piece from the store every shopper sees
  'owner-save-shows', // adds a piece every store page lists, and an owner's save drops the cached pages
  'price-change', // sets the thali's price and stock
]);
const ORDERS_AND_SEATS = specs([
  'reviews', // counts the reviews of a seeded piece
  'shopper-round-two', // counts the seats of a class that invoices.spec books
  'workshops', // sets a class's seats to 0 and back
]);

/**
 * The e2e suite drives the composed site in a real Chromium. It starts the whole shop itself, exactly as
 * `npm start` does, on a fresh in-memory database.
 */
export default defineConfig({
  testDir: './tests',
  // A spec's tests stay in one worker, in order (a11y.spec's beforeAll); two specs run side by side (decisions 082, 122).
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A failed test's pages are repeated at the end of the run, where a CI log is read from (support/failures-at-end.ts).
  reporter: [['list'], ['./support/failures-at-end.ts']],
  use: {
    baseURL: 'http://localhost:3000',
    // No trace of every test: recording one cost a third of the suite's time; a failed test prints its pages'
    // text instead (e2e/support/test.ts, decision 064). `--trace on` records one when a failure needs it.
    trace: 'off',
    launchOptions: {
      executablePath: testChromium(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'side by side',
      testIgnore: [...ALONE, ...OWNERS_CATALOGUE, ...ORDERS_AND_SEATS],
      use: { ...devices['Desktop Chrome'] },
    },
    // After the others: a restore cut short by a failure (a price, remotes.json) then leaks into no other spec.
    {
      name: "the owner's catalogue",
      testMatch: OWNERS_CATALOGUE,
      workers: 1,
      dependencies: ['side by side'],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'orders and seats',
      testMatch: ORDERS_AND_SEATS,
      workers: 1,
      dependencies: ['side by side'],
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'alone',
      testMatch: ALONE,
      workers: 1,
      dependencies: ["the owner's catalogue", 'orders and seats'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    cwd: '..',
    // The shop's port answers last (after the emulator, the API and the remotes' ports), so the whole shop is up.
    url: 'http://127.0.0.1:3000/healthz',
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    // Every shopper in the suite comes from 127.0.0.1, so per-address rate limits would throttle the suite
    // itself; they are proven by the API tests (server/src/reliability/rate-limits.test.ts).
    env: { DATA_DIR: 'memory://', SITE_DIR: '.data/e2e-site', RATE_LIMIT_MAX: '0' },
  },
});
