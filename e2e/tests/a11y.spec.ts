import { createRequire } from 'node:module';
import { pathInLanguage, type Language } from '@mitti/shared/i18n';
import { expect, test, type Page } from '../support/test';
import { createShopper, signIn } from '../support/auth';
import {
  SPEC_ROUTES,
  animationsSettled,
  fillRoute,
  go,
  openSite,
  realIds,
  waitForContent,
  type RouteIds,
} from '../support/routes';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

declare global {
  interface Window {
    axe: {
      run: (
        context: Document,
        options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
      ) => Promise<{
        violations: Violation[];
      }>;
    };
  }
}

async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  // Every rule still runs on every node; only the passes are not each written out (axe's `resultTypes`).
  const { violations } = await page.evaluate(
    (values) => window.axe.run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] }),
    TAGS,
  );
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

function describe(route: string, violations: Violation[]): string[] {
  return violations.map(
    (violation) =>
      `${route}: [${violation.impact}] ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`)
        .join('\n'),
  );
}

/**
 * Scrolls the page through to its end and back, then waits for the fades it started to finish. Content
 * that fades in as it scrolls into view is then audited as a shopper reads it, not half-faded (axe
 * scrolls while it checks contrast, which would start a fade mid-audit) and not skipped while unseen.
 */
async function revealWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Instantly: the site scrolls smoothly, and an audit mid-scroll finds links under the sticky navbar.
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await animationsSettled(page);
}

/** The product page's Add to Cart, as a shopper reads it in each language. */
const ADD_TO_CART: Record<Language, string> = { en: 'Add to Cart', hi: 'कार्ट में डालें' };

/**
 * Visits every route in `language` by client-side navigation (the app was opened in it) and runs axe on each once
 * its content is shown.
 */
async function auditEveryRoute(page: Page, ids: RouteIds, language: Language = 'en'): Promise<string[]> {
  const found: string[] = [];
  for (const template of SPEC_ROUTES) {
    const route = pathInLanguage(fillRoute(template, ids), language);
    if (template === '/payment/redirect') {
      await page.evaluate(
        (orderId) =>
          sessionStorage.setItem(
            'paymentInfo',
            JSON.stringify({ orderId, amount: 1949.5, paymentLink: 'http://localhost:4000/sandbox/pay/none' }),
          ),
        ids.order,
      );
    }
    await go(page, route);
    await waitForContent(page);
    await revealWholePage(page);
    found.push(...describe(route, await seriousViolations(page)));
    if (template === '/product/:product') {
      // So the cart and checkout pages are audited with something in them.
      await page.getByRole('button', { name: ADD_TO_CART[language], exact: true }).first().click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    }
  }
  return found;
}

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

// The site's Content-Security-Policy forbids inline scripts, axe's injection included.
test.use({ bypassCSP: true });

let ids: RouteIds;

test.beforeAll(async () => {
  ids = await realIds(await createShopper());
});

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport });

    test('signed out: no serious or critical axe violations on any route', async ({ page }) => {
      test.setTimeout(180_000);
      await openSite(page);
      const found = await auditEveryRoute(page, ids);
      expect(found, found.join('\n')).toEqual([]);
    });

    test('signed in: no serious or critical axe violations on any route', async ({ page }) => {
      test.setTimeout(180_000);
      await openSite(page, '/login');
      await signIn(page, await createShopper());
      const found = await auditEveryRoute(page, ids);
      expect(found, found.join('\n')).toEqual([]);
    });
  });
}

// Issue 57: the Hindi pages, on a phone, signed in (so the account's pages are audited too).
test.describe(`in Hindi, mobile (${VIEWPORTS.mobile.width}x${VIEWPORTS.mobile.height})`, () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test('signed in: no serious or critical axe violations on any route', async ({ page }) => {
    test.setTimeout(180_000);
    await openSite(page, '/login');
    await signIn(page, await createShopper());
    await openSite(page, '/hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const found = await auditEveryRoute(page, ids, 'hi');
    expect(found, found.join('\n')).toEqual([]);
  });
});

// Decision 127: the offer of the page in Hindi, on an English page, to a phone set to Hindi.
test.describe(`the offer of Hindi, mobile (${VIEWPORTS.mobile.width}x${VIEWPORTS.mobile.height})`, () => {
  test.use({ viewport: VIEWPORTS.mobile, locale: 'hi-IN' });

  test('no serious or critical axe violations on an English page with the offer shown', async ({ page }) => {
    await openSite(page, '/store');
    await expect(page.getByRole('complementary', { name: 'भाषा' })).toBeVisible();
    const found = describe('/store with the offer', await seriousViolations(page));
    expect(found, found.join('\n')).toEqual([]);
  });
});
