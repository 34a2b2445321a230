/**
 * The pattern of every route of the site (SPEC section 2), as react-router matches them; `*` is every path no
 * other route matches. Plain data, so the API can read it: the shell's route table is typed against it (each of
 * its routes has one of these paths, and its test holds it to all of them), and the page-view beacons count a
 * route that is not one of them as `other` (decision 059). A link to a route is built by `paths` (links.ts), which
 * can name only these.
 */
export const ROUTE_PATHS = [
  '/',
  '/store',
  '/product/:id',
  '/workshops',
  '/workshop/:id',
  '/cart',
  '/checkout',
  '/payment/success',
  '/payment/failed',
  '/payment/confirmation',
  '/payment/redirect',
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
  '/account',
  '/orders',
  '/wishlist',
  '/admin',
  '/admin/orders',
  '/admin/orders/:id',
  '/admin/products',
  '/admin/products/:id',
  '/admin/messages',
  '/admin/email',
  '/admin/subscribers',
  '/admin/workshops',
  '/admin/workshops/:id',
  '/admin/reviews',
  '/admin/performance',
  '*',
] as const;

export type RoutePath = (typeof ROUTE_PATHS)[number];

export const isRoutePath = (path: string): path is RoutePath => (ROUTE_PATHS as readonly string[]).includes(path);
