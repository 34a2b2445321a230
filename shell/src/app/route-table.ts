import type { RemoteModuleId } from '@mitti/shared';
import type { RoutePath } from '@mitti/shared/route-paths';

/** A page of the shell itself (features/pages, features/auth), by name. */
export type ShellPageName =
  | 'HomePage'
  | 'OurStoryPage'
  | 'ContactPage'
  | 'FaqPage'
  | 'ShippingPage'
  | 'TermsPage'
  | 'PrivacyPage'
  | 'LoginPage'
  | 'RegisterPage'
  | 'ResetPasswordPage'
  | 'EmailLinkLoginPage'
  | 'EmailLinkConfirmPage'
  | 'NotFoundPage';

/**
 * Who may see a route: anyone, a signed-in shopper (behind ProtectedRoute), the shop's owner (behind
 * AdminRoute: the admin claim, decision 024), or a sign-in page (which fetches the auth SDK at once).
 */
export type RouteAccess = 'public' | 'signed-in' | 'admin' | 'sign-in';

export interface RouteFact {
  /** react-router's pattern; `*` is every path no other route matches. One of @mitti/shared's ROUTE_PATHS. */
  path: RoutePath;
  /** What renders it: a remote's exposed page, or one of the shell's own. */
  page: RemoteModuleId | ShellPageName;
  access: RouteAccess;
  /** Its first view is rendered on the server and hydrated (docs/decisions/023). */
  serverRendered: boolean;
  /** Listed in sitemap.xml (the rest of the site is disallowed in robots.txt, except `*`). */
  sitemap: boolean;
  /**
   * Its document sends the opener policy (`Cross-Origin-Opener-Policy`), so a page on another site that opened the
   * shop's window loses its hold on it here, and the app loads it as a document when such a page opened the one
   * before (routes.tsx): where a shopper signs in, pays or sees their own, and the owner's pages (decision 135).
   */
  seversOpener: boolean;
  /**
   * The remote module the document preloads for it (default: `page`, when that is a remote's). Its API reads are
   * its remote loader's alone (decision 125).
   */
  preload?: { module?: RemoteModuleId };
}

const page = (
  path: RoutePath,
  renders: RouteFact['page'],
  access: RouteAccess,
  flags: { server?: boolean; sitemap?: boolean; seversOpener?: boolean; preload?: RouteFact['preload'] } = {},
): RouteFact => ({
  path,
  page: renders,
  access,
  serverRendered: flags.server ?? false,
  sitemap: flags.sitemap ?? false,
  seversOpener: access !== 'public' || (flags.seversOpener ?? false),
  ...(flags.preload ? { preload: flags.preload } : {}),
});

const listed = { server: true, sitemap: true };
/** The checkout and the payment's pages: open to guests, and where a shopper pays. */
const paying = { seversOpener: true };

/**
 * Every route of the site (SPEC section 2), written once: the router (routes.tsx), the server's render
 * list and status (server/render.tsx), the document's preloads (shell/server), the sign-in pages that fetch
 * the auth SDK at once (bootstrap.tsx), sitemap.xml and robots.txt, and the e2e suite all read it.
 */
export const ROUTE_TABLE: readonly RouteFact[] = [
  page('/', 'HomePage', 'public', { ...listed, preload: { module: 'catalog/LatestArrivals' } }),
  page('/store', 'catalog/StorePage', 'public', listed),
  page('/product/:id', 'catalog/ProductPage', 'public', { server: true }),
  page('/workshops', 'workshops/WorkshopsPage', 'public', listed),
  page('/workshop/:id', 'workshops/WorkshopPage', 'public', { server: true }),
  page('/cart', 'checkout/CartPage', 'public', { server: true }),
  page('/checkout', 'checkout/CheckoutPage', 'public', paying),
  page('/payment/success', 'checkout/PaymentSuccessPage', 'public', paying),
  page('/payment/failed', 'checkout/PaymentFailedPage', 'public', paying),
  page('/payment/confirmation', 'checkout/PaymentConfirmationPage', 'public', paying),
  page('/payment/redirect', 'checkout/PaymentRedirectPage', 'public', paying),
  page('/our-story', 'OurStoryPage', 'public', listed),
  page('/contact', 'ContactPage', 'public', listed),
  page('/faq', 'FaqPage', 'public', listed),
  page('/shipping', 'ShippingPage', 'public', listed),
  page('/terms', 'TermsPage', 'public', listed),
  page('/privacy', 'PrivacyPage', 'public', listed),
  page('/login', 'LoginPage', 'sign-in'),
  page('/register', 'RegisterPage', 'sign-in'),
  page('/reset-password', 'ResetPasswordPage', 'sign-in'),
  page('/email-link-login', 'EmailLinkLoginPage', 'sign-in'),
  page('/email-link-confirm', 'EmailLinkConfirmPage', 'sign-in'),
  page('/account', 'account/AccountPage', 'signed-in'),
  page('/orders', 'account/OrdersPage', 'signed-in'),
  page('/wishlist', 'account/WishlistPage', 'signed-in'),
  page('/admin', 'admin/OrdersPage', 'admin'),
  page('/admin/orders', 'admin/OrdersPage', 'admin'),
  page('/admin/orders/:id', 'admin/OrderPage', 'admin'),
  page('/admin/products', 'admin/ProductsPage', 'admin'),
  page('/admin/products/:id', 'admin/ProductPage', 'admin'),
  page('/admin/messages', 'admin/MessagesPage', 'admin'),
  page('/admin/email', 'admin/MailPage', 'admin'),
  page('/admin/subscribers', 'admin/SubscribersPage', 'admin'),
  page('/admin/workshops', 'admin/WorkshopsPage', 'admin'),
  page('/admin/workshops/:id', 'admin/WorkshopPage', 'admin'),
  page('/admin/reviews', 'admin/ReviewsPage', 'admin'),
  page('/admin/performance', 'admin/PerformancePage', 'admin'),
  // A path no route matches: the site's not-found page, with status 404.
  page('*', 'NotFoundPage', 'public', { server: true }),
];

/** It names a remote's exposed page (`catalog/StorePage`), not one of the shell's. */
export const isRemoteModule = (renders: RouteFact['page']): renders is RemoteModuleId => renders.includes('/');

/** The sign-in pages, whose documents start fetching the auth SDK at once (bootstrap.tsx). */
export const SIGN_IN_PATHS: readonly string[] = ROUTE_TABLE.filter((route) => route.access === 'sign-in').map(
  (route) => route.path,
);

/** The remote module a route's document preloads, if any. */
export function preloadModule(route: RouteFact): RemoteModuleId | undefined {
  // The owner's pages are fetched only once the admin claim is checked: never with the document.
  if (route.access === 'admin') return undefined;
  return route.preload?.module ?? (isRemoteModule(route.page) ? route.page : undefined);
}

/**
 * The shell's own pages the routes render. Each is a chunk named after it (routes.tsx), which the build lists
 * with its files in `route-pages.json` so the document server preloads it with its routes only.
 */
export const shellPagesOfRoutes = (): ShellPageName[] => [
  ...new Set(ROUTE_TABLE.map((route) => route.page).filter((name): name is ShellPageName => !name.includes('/'))),
];
