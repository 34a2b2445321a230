import { describe, expect, it } from '@jest/globals';
import { crawlerPaths, routeHints, routeSeversOpener, routeStatus } from './route-facts';

describe('route facts, from the one route table', () => {
  it('names the remote module a document preloads for its route', () => {
    expect(routeHints('/').module).toBe('catalog/LatestArrivals');
    expect(routeHints('/store').module).toBe('catalog/StorePage');
    expect(routeHints('/product/indigo-stoneware-vase').module).toBe('catalog/ProductPage');
    expect(routeHints('/cart').module).toBe('checkout/CartPage');
    expect(routeHints('/our-story').module).toBeNull();
    expect(routeHints('/product/a/b').module).toBeNull();
  });

  it("names the shell's page a document preloads the chunk of, and none for a remote's page", () => {
    expect(routeHints('/').page).toBe('HomePage');
    expect(routeHints('/contact').page).toBe('ContactPage');
    expect(routeHints('/terms').page).toBe('TermsPage');
    expect(routeHints('/no-such-page').page).toBe('NotFoundPage');
    expect(routeHints('/store').page).toBeNull();
    expect(routeHints('/product/indigo-stoneware-vase').page).toBeNull();
  });

  it("never preloads the owner's remote with a document: only the admin claim fetches it", () => {
    const paths = ['/admin', '/admin/orders', '/admin/orders/o-1', '/admin/products'];
    expect(paths.map((path) => routeHints(path).module)).toEqual([null, null, null, null]);
  });

  it('answers 404 for a path no route matches, 200 for every route of the site', () => {
    expect(routeStatus('/no-such-page')).toBe(404);
    expect(routeStatus('/product/a/b')).toBe(404);
    for (const path of ['/', '/store', '/product/x', '/checkout', '/orders', '/login', '/faq']) {
      expect(routeStatus(path)).toBe(200);
    }
  });

  it("severs an opener where a shopper signs in, pays or sees their own, and on the owner's pages, in both languages (decision 135)", () => {
    const severing = ['/checkout', '/payment/success', '/payment/failed', '/payment/confirmation', '/payment/redirect'];
    const own = ['/login', '/register', '/reset-password', '/email-link-login', '/email-link-confirm'];
    const signedIn = ['/account', '/orders', '/wishlist', '/admin', '/admin/orders/o-1', '/admin/products/p-1'];
    for (const path of [...severing, ...own, ...signedIn]) {
      expect([path, routeSeversOpener(path)]).toEqual([path, true]);
      expect([path, routeSeversOpener(`/hi${path}`)]).toEqual([path, true]);
    }
    const landing = [
      '/',
      '/store',
      '/product/x',
      '/workshops',
      '/workshop/w',
      '/cart',
      '/our-story',
      '/contact',
      '/faq',
    ];
    for (const path of [
      ...landing,
      '/shipping',
      '/terms',
      '/privacy',
      '/no-such-page',
      '/hi',
      '/hi/store',
      '/hi/cart',
    ]) {
      expect([path, routeSeversOpener(path)]).toEqual([path, false]);
    }
  });

  it('matches every route under /hi as well, an unknown path there included, and no other prefix (decision 102)', () => {
    for (const path of ['/hi', '/hi/', '/hi/store', '/hi/product/x', '/hi/checkout', '/hi/admin/orders']) {
      expect(routeStatus(path)).toBe(200);
    }
    expect(routeHints('/hi/product/leaf-incense-holder')).toEqual(routeHints('/product/leaf-incense-holder'));
    expect(routeHints('/hi').page).toBe('HomePage');
    expect(routeStatus('/hi/no-such-page')).toBe(404);
    expect(routeHints('/hi/no-such-page').page).toBe('NotFoundPage');
    expect(routeStatus('/fr/store')).toBe(404);
    expect(routeStatus('/hindi')).toBe(404);
  });

  it('lists the pages worth finding in the sitemap, and keeps crawlers out of carts, payments, accounts and sign-in', () => {
    const { listed, disallowed } = crawlerPaths();
    const english = ['/', '/store', '/workshops', '/our-story', '/contact', '/faq', '/shipping', '/terms', '/privacy'];
    expect(listed).toEqual([...english, '/hi', ...english.slice(1).map((path) => `/hi${path}`)]);
    for (const path of ['/cart', '/checkout', '/payment/success', '/account', '/orders', '/wishlist', '/login']) {
      expect(disallowed).toContain(path);
      expect(disallowed).toContain(`/hi${path}`);
    }
    expect(disallowed).not.toContain('/store');
    expect(disallowed).not.toContain('/hi/store');
  });
});
