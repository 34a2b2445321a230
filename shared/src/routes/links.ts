import type { RoutePath } from './route-paths';

/** The values a pattern's `:params` take, in order: `[id]` for `/product/:id`, none for `/store`. */
type ParamValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamValues<Rest>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/** A link to the route `pattern`: each `:param` filled in turn with its value, encoded. */
const linkTo =
  <P extends RoutePath>(pattern: P) =>
  (...values: ParamValues<P>): string => {
    const queue: string[] = [...values];
    return pattern.replace(/:[^/]+/g, () => encodeURIComponent(queue.shift() ?? ''));
  };

/**
 * Every link to a route of the site goes through these (`paths.store()`, `paths.product(id)`), in the browser and
 * in the servers' redirects: a link names its route, not a path typed at each link, and a builder can be made
 * only for a pattern of `ROUTE_PATHS`, with as many values as it has parameters (the type check says so). A
 * query is added by the link (`${paths.store()}?tag=vase`). A route nothing links to has no builder.
 */
export const paths = {
  home: linkTo('/'),
  store: linkTo('/store'),
  product: linkTo('/product/:id'),
  workshops: linkTo('/workshops'),
  workshop: linkTo('/workshop/:id'),
  cart: linkTo('/cart'),
  checkout: linkTo('/checkout'),
  paymentConfirmation: linkTo('/payment/confirmation'),
  paymentRedirect: linkTo('/payment/redirect'),
  ourStory: linkTo('/our-story'),
  contact: linkTo('/contact'),
  faq: linkTo('/faq'),
  shipping: linkTo('/shipping'),
  terms: linkTo('/terms'),
  privacy: linkTo('/privacy'),
  login: linkTo('/login'),
  register: linkTo('/register'),
  emailLinkLogin: linkTo('/email-link-login'),
  account: linkTo('/account'),
  orders: linkTo('/orders'),
  wishlist: linkTo('/wishlist'),
  adminOrders: linkTo('/admin/orders'),
  adminOrder: linkTo('/admin/orders/:id'),
  adminProducts: linkTo('/admin/products'),
  adminProduct: linkTo('/admin/products/:id'),
  adminMessages: linkTo('/admin/messages'),
  adminEmail: linkTo('/admin/email'),
  adminSubscribers: linkTo('/admin/subscribers'),
  adminWorkshops: linkTo('/admin/workshops'),
  adminWorkshop: linkTo('/admin/workshops/:id'),
  adminReviews: linkTo('/admin/reviews'),
  adminPerformance: linkTo('/admin/performance'),
};
