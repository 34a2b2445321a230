/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { FAQ_ENTRIES } from '../features/pages/faq/faq-data';
import { ROUTE_TABLE } from '../app/route-table';
import { frameOnlyMessages } from '../i18n/frame-only-messages';
import { render } from './render';

/** The server bundle's render of a path, as the document server asks for it (no remotes: none is needed here). */
const renderPath = (path: string, cookie?: string) =>
  render({
    url: `http://localhost:3000${path}`,
    remotes: {},
    apiBaseUrl: 'http://localhost:4000',
    flash: null,
    cookie,
  });

/** The text of markup, its tags dropped. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');

describe('a route the browser renders, on the server (decision 067)', () => {
  it('is the site frame, with a line in the page’s place and links onward, and no view to hydrate', async () => {
    const view = await renderPath('/checkout');
    expect(view).toMatchObject({ status: 200, frameOnly: true, module: null, head: '' });
    const body = view!.body;
    expect(body).toContain('<nav');
    expect(body).toMatch(/<a[^>]*href="\/store"/);
    expect(body).toContain('<footer');
    expect(body).toContain('<main id="main"');
    expect(body).toMatch(/<h1 class="page__title">Checkout<\/h1>/);
    expect(body).toContain(`<p class="pages-lead">${frameOnlyMessages.needsTheApp.message}</p>`);
    expect(body).toMatch(/<a[^>]*href="\/contact"[^>]*>Contact Us<\/a>/);
    expect(body).toMatch(/<a[^>]*href="\/store"[^>]*>Browse the Store<\/a>/);
  });

  it('names each page, and holds the guest cart’s count in the navbar', async () => {
    const headings: Record<string, string> = {
      '/login': 'Sign In',
      '/register': 'Create Account',
      '/orders': 'My Orders',
      '/account': 'My Account',
      '/wishlist': 'My Wishlist',
      '/email-link-login': 'Sign In with Email Link',
      '/payment/confirmation': 'Payment',
      '/admin': 'Shop Owner',
      '/admin/orders/o-1': 'Shop Owner',
    };
    for (const [path, heading] of Object.entries(headings)) {
      const view = await renderPath(path);
      expect({ path, frameOnly: view?.frameOnly }).toEqual({ path, frameOnly: true });
      expect(view!.body).toContain(`<h1 class="page__title">${heading}</h1>`);
    }
    const cart = encodeURIComponent(
      JSON.stringify([{ id: 'oat-bowl', name: 'Oat Bowl', price: 900, imageUrl: '/x.svg', quantity: 2 }]),
    );
    const withCart = await renderPath('/checkout', `mitti_cart=${cart}`);
    expect(withCart!.body).toMatch(/data-testid="cart-count"[^>]*>1</);
  });

  it('covers every route the route table leaves to the browser', async () => {
    const browserOnly = ROUTE_TABLE.filter((route) => !route.serverRendered);
    expect(browserOnly.length).toBeGreaterThan(10);
    for (const route of browserOnly) {
      const path = route.path.replace(':id', 'x');
      const view = await renderPath(path);
      expect({ path, frameOnly: view?.frameOnly, line: view?.body.includes('<footer') }).toEqual({
        path,
        frameOnly: true,
        line: true,
      });
    }
  });
});

describe('the FAQ, on the server', () => {
  it('is rendered in full: every question and every answer, each in a disclosure the browser opens', async () => {
    const view = await renderPath('/faq');
    expect(view).toMatchObject({ status: 200, module: null });
    expect(view!.frameOnly).toBeUndefined();
    const body = view!.body;
    expect(body).toContain('<h1 class="page__title">Frequently Asked Questions</h1>');
    for (const entry of FAQ_ENTRIES) {
      expect(body).toContain(entry.answer);
      expect(text(body)).toContain(entry.question);
    }
    expect(body.match(/<details class="pages-faq__item" name="faq">/g)).toHaveLength(FAQ_ENTRIES.length);
    expect(text(body)).toContain("Can't find what you're looking for?");
  });
});

describe("a page's title, on the server", () => {
  it('is the one the page says as it renders, with its description, for the document’s head', async () => {
    const faq = await renderPath('/faq');
    expect(faq?.pageHead).toEqual({
      title: 'Frequently Asked Questions | Mitti Studio',
      description:
        'Answers about orders, payment, shipping, returns, caring for your ceramics and our pottery workshops.',
    });
  });

  it('is in the page’s language: the not-found page under /hi in Hindi', async () => {
    const missing = await renderPath('/hi/no-such-page');
    expect(missing?.status).toBe(404);
    expect(missing?.pageHead).toEqual({ title: 'पृष्ठ नहीं मिला | Mitti Studio', description: 'यह पृष्ठ मौजूद नहीं है।' });
    const english = await renderPath('/no-such-page');
    expect(english?.pageHead?.title).toBe('Page Not Found | Mitti Studio');
  });

  it('is the heading of a route the browser renders, until its page says its own', async () => {
    expect((await renderPath('/checkout'))?.pageHead).toEqual({ title: 'Checkout | Mitti Studio' });
    expect((await renderPath('/admin/orders'))?.pageHead).toEqual({ title: 'Shop Owner | Mitti Studio' });
  });

  it('is in the page’s language on a route the browser renders: its heading, the line and the links under /hi', async () => {
    const view = await renderPath('/hi/checkout');
    expect(view).toMatchObject({ status: 200, frameOnly: true });
    expect(view?.pageHead).toEqual({ title: 'चेकआउट | Mitti Studio' });
    const shown = text(view!.body);
    expect(shown).toContain('इस पेज के लिए JavaScript ज़रूरी है। दुकान की स्क्रिप्ट लोड होते ही यह यहीं खुलेगा।');
    expect(view!.body).toContain('<h1 class="page__title">चेकआउट</h1>');
    expect(view!.body).toMatch(/<a[^>]*href="\/hi\/store"[^>]*>दुकान देखें<\/a>/);
    expect(view!.body).toMatch(/<a[^>]*href="\/hi\/contact"[^>]*>हमसे संपर्क करें<\/a>/);
    expect(shown).not.toContain('needs JavaScript');
    expect((await renderPath('/hi/account'))?.pageHead).toEqual({ title: 'मेरा खाता | Mitti Studio' });
    expect((await renderPath('/hi/admin/orders'))?.pageHead).toEqual({ title: 'दुकान का मालिक | Mitti Studio' });
  });
});
