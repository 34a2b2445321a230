import { describe, expect, it } from '@jest/globals';
import { matchRoutes } from '@mitti/shared';
import { routes } from './routes';

/** Every route of SPEC section 2. */
const specRoutes = [
  '/',
  '/store',
  '/product/p-1',
  '/workshops',
  '/workshop/w-1',
  '/our-story',
  '/contact',
  '/faq',
  '/shipping',
  '/terms',
  '/privacy',
  '/login',
  '/register',
  '/reset-password',
  '/email-link-login',
  '/email-link-confirm',
  '/cart',
  '/checkout',
  '/payment/success',
  '/payment/failed',
  '/payment/confirmation',
  '/payment/redirect',
  '/account',
  '/orders',
  '/wishlist',
];

describe('route table', () => {
  it.each(specRoutes)('has a page for %s', (path) => {
    const matched = matchRoutes(routes, path);
    const leaf = matched?.at(-1)?.route;
    expect(leaf).toBeDefined();
    expect(leaf?.path).not.toBe('*');
  });

  it('sends unknown paths to the not-found page', () => {
    expect(matchRoutes(routes, '/no-such-page')?.at(-1)?.route.path).toBe('*');
  });

  it('keeps account pages behind the protected route', () => {
    for (const path of ['/account', '/orders', '/wishlist']) {
      const chain = matchRoutes(routes, path)!;
      expect(
        chain.some(
          (m) => m.route.element && (m.route.element as { type?: { name?: string } }).type?.name === 'ProtectedRoute',
        ),
      ).toBe(true);
    }
  });
});
