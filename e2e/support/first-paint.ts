import type { BrowserContext, Page } from '@playwright/test';

/** Holds back the scripts `url` matches (a slow line) until the returned function lets them through. */
export async function holdScript(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the shell's entry script back: the page is the server's until the returned function lets it through. */
export const holdAppScript = (page: Page): Promise<() => void> => holdScript(page, '**/main.js');

/** The cart's lines as its cookie holds them (a guest's cart lives there). */
export async function cookieCart(context: BrowserContext): Promise<{ id: string; quantity: number }[]> {
  const cookie = (await context.cookies()).find((c) => c.name === 'mitti_cart');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { id: string; quantity: number }[]) : [];
}
