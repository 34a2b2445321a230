import sharp from 'sharp';
import { USER_COLLECTIONS } from '@mitti/shared/contracts';
import { CASH_ON_DELIVERY } from '@mitti/shared/orders';
import { address } from '../test/order-test-kit';
import { multipartFile } from '../test/multipart';
import type { MatrixFixture } from './support/matrix-fixture';

export type Role = 'none' | 'bad' | 'other' | 'owner' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One `/api` route: how to call it as the owner's resource, and the status each caller must get. */
export interface RouteCase {
  method: Method;
  /** The route exactly as registered. */
  route: string;
  path(f: MatrixFixture): string | Promise<string>;
  body?(f: MatrixFixture): object | Promise<object>;
  /** Headers every caller sends besides its own (a beacon's Origin). */
  headers?: Record<string, string>;
  /** A multipart upload instead of a JSON body. */
  upload?(): Promise<ReturnType<typeof multipartFile>>;
  expected: Record<Role, number>;
}

const signedIn = (ok: number, other = ok, admin = ok) => ({ none: 401, bad: 401, other, owner: ok, admin });
const open = (status: number) => ({ none: status, bad: status, other: status, owner: status, admin: status });
/** The owner's API: only the admin claim gets past the guard (decision 024). */
const adminOnly = (ok: number) => ({ none: 401, bad: 401, other: 403, owner: 403, admin: ok });
const item = { id: 'forest-green-mug', quantity: 1 };
const matrixPhoto = sharp({ create: { width: 40, height: 30, channels: 3, background: '#b45309' } })
  .png()
  .toBuffer();

const matrixProduct = {
  name: 'Terracotta Bud Vase',
  description: 'A small burnished terracotta vase.',
  category: 'Vases',
  price: 349,
  mrp: 349,
  stock: 12,
  tags: ['vase'],
  isPopular: false,
  materialType: 'Terracotta',
  materials: ['Terracotta clay'],
  glaze: 'Unglazed, burnished',
  dimensions: '7 x 7 x 14 cm',
  capacity: null,
  firingTemp: null,
  coneType: 'Cone 04',
};

const documentBody = (collection: string, f: MatrixFixture) =>
  collection === 'users' ? { displayName: 'Asha Rao', email: f.owner.email } : { items: [] };

/** THE authorization table: every /api route of the app (the guard test fails when one is missing). */
export const ROUTE_TABLE: RouteCase[] = [
  { method: 'GET', route: '/api/me', path: () => '/api/me', expected: signedIn(200) },
  {
    method: 'GET',
    route: '/api/orders/user/:uid',
    path: (f) => `/api/orders/user/${f.owner.uid}`,
    expected: signedIn(200, 403, 200),
  },
  {
    method: 'POST',
    route: '/api/orders',
    path: () => '/api/orders',
    body: () => ({ items: [item], paymentMethod: CASH_ON_DELIVERY, shippingAddress: address }),
    expected: signedIn(201),
  },
  {
    method: 'GET',
    route: '/api/orders/public/:id',
    path: (f) => `/api/orders/public/${f.orderId}`,
    expected: open(200),
  },
  {
    method: 'PATCH',
    route: '/api/orders/:id/cancel',
    path: async (f) => `/api/orders/${await f.newOrder('cod')}/cancel`,
    body: () => ({ reason: 'Changed my mind' }),
    // Another account (admins included) is told the order does not exist, never that it is someone else's.
    expected: signedIn(200, 404, 404),
  },
  {
    method: 'PATCH',
    route: '/api/orders/:id/status',
    path: async (f) => `/api/orders/${await f.newOrder('cod')}/status`,
    body: () => ({ orderStatus: 'cancelled', adminNote: 'The studio cannot make this one' }),
    expected: { none: 401, bad: 401, other: 403, owner: 403, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/orders/:id/confirm-cod',
    path: async (f) => `/api/orders/${await f.newOrder('cod')}/confirm-cod`,
    // The studio confirms cash on delivery after calling the shopper (decision 026).
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/orders/:id/invoice',
    // The GST invoice (decision 027) of a confirmed cash-on-delivery order: its owner and admins, like the others.
    path: async (f) => `/api/orders/${await f.confirmedOrder()}/invoice`,
    expected: signedIn(200, 403, 200),
  },
  {
    method: 'GET',
    route: '/api/delivery/:pin',
    path: () => '/api/delivery/400001',
    expected: open(200),
  },
  {
    method: 'GET',
    route: '/api/admin/orders',
    path: () => '/api/admin/orders?status=confirmed',
    expected: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/orders/:id',
    path: (f) => `/api/admin/orders/${f.orderId}`,
    expected: adminOnly(200),
  },
  {
    // A cash-on-delivery order owes no refund: the admin gets past the guard to the rule's 409.
    method: 'POST',
    route: '/api/admin/orders/:id/refunded',
    path: (f) => `/api/admin/orders/${f.orderId}/refunded`,
    body: () => ({}),
    expected: adminOnly(409),
  },
  { method: 'GET', route: '/api/admin/products', path: () => '/api/admin/products', expected: adminOnly(200) },
  {
    method: 'PUT',
    route: '/api/admin/products/:id/hidden',
    path: () => '/api/admin/products/terracotta-bud-vase/hidden',
    body: () => ({ hidden: false }),
    expected: adminOnly(200),
  },
  {
    // No product has that id: the admin gets past the guard to the 404.
    method: 'DELETE',
    route: '/api/admin/products/:id',
    path: () => '/api/admin/products/no-such-pot',
    expected: adminOnly(404),
  },
  {
    method: 'POST',
    route: '/api/admin/products',
    path: () => '/api/admin/products',
    body: () => ({ ...matrixProduct, name: 'Matrix Test Bowl' }),
    expected: adminOnly(201),
  },
  {
    method: 'PUT',
    route: '/api/admin/products/:id',
    path: () => '/api/admin/products/terracotta-bud-vase',
    body: () => matrixProduct,
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/products/:id/photos',
    path: () => '/api/admin/products/terracotta-bud-vase/photos',
    upload: async () => multipartFile('photo', 'vase.png', 'image/png', await matrixPhoto),
    expected: adminOnly(201),
  },
  {
    // The vase has no photo of that hash: the admin gets past the guard to the 404.
    method: 'DELETE',
    route: '/api/admin/products/:id/photos/:hash',
    path: () => `/api/admin/products/terracotta-bud-vase/photos/${'0'.repeat(64)}`,
    expected: adminOnly(404),
  },
  { method: 'GET', route: '/api/admin/messages', path: () => '/api/admin/messages', expected: adminOnly(200) },
  {
    // No message has that id: the admin gets past the guard to the 404.
    method: 'POST',
    route: '/api/admin/messages/:id/handled',
    path: () => '/api/admin/messages/00000000-0000-4000-8000-000000000000/handled',
    expected: adminOnly(404),
  },
  { method: 'GET', route: '/api/admin/mail', path: () => '/api/admin/mail', expected: adminOnly(200) },
  {
    // No message has that id: the admin gets past the guard to the 404.
    method: 'POST',
    route: '/api/admin/mail/:id/retry',
    path: () => '/api/admin/mail/00000000-0000-4000-8000-000000000000/retry',
    expected: adminOnly(404),
  },
  {
    method: 'GET',
    route: '/api/admin/workshops/:id/bookings',
    path: () => '/api/admin/workshops/wheel-throwing-for-beginners/bookings',
    expected: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/admin/workshops/:id/seats',
    path: () => '/api/admin/workshops/wheel-throwing-for-beginners/seats',
    body: () => ({ slotsTotal: 50 }),
    expected: adminOnly(200),
  },
  {
    // Clears a Hindi name and description the seed does not give: the class is left as it was.
    method: 'PUT',
    route: '/api/admin/workshops/:id/hindi',
    path: () => '/api/admin/workshops/wheel-throwing-for-beginners/hindi',
    body: () => ({ nameHi: null, descriptionHi: null }),
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/admin/workshops/:id/dates',
    path: () => '/api/admin/workshops/wheel-throwing-for-beginners/dates',
    body: () => ({ date: '2099-06-01' }),
    expected: adminOnly(201),
  },
  { method: 'GET', route: '/api/admin/reviews', path: () => '/api/admin/reviews', expected: adminOnly(200) },
  {
    // No review has that id: the admin gets past the guard to the 404.
    method: 'PATCH',
    route: '/api/admin/reviews/:id',
    path: () => '/api/admin/reviews/00000000-0000-4000-8000-000000000000',
    body: () => ({ status: 'approved' }),
    expected: adminOnly(404),
  },
  { method: 'GET', route: '/api/reviews/mine', path: () => '/api/reviews/mine', expected: signedIn(200) },
  {
    // Only a shopper who received the piece reviews it: the owner has a delivered order of it, no one else.
    method: 'PUT',
    route: '/api/reviews/:productId',
    path: async (f) => {
      await f.deliveredOrder();
      return '/api/reviews/forest-green-mug';
    },
    body: () => ({ rating: 5, text: 'Holds a big morning chai and keeps it warm.' }),
    expected: { none: 401, bad: 401, other: 403, owner: 201, admin: 403 },
  },
  { method: 'GET', route: '/api/admin/subscribers', path: () => '/api/admin/subscribers', expected: adminOnly(200) },
  {
    method: 'GET',
    route: '/api/admin/subscribers.csv',
    path: () => '/api/admin/subscribers.csv',
    expected: adminOnly(200),
  },
  {
    method: 'POST',
    route: '/api/payment/create',
    path: () => '/api/payment/create',
    body: async (f) => ({ orderId: await f.newOrder('online') }),
    expected: signedIn(200, 403, 200),
  },
  {
    method: 'POST',
    route: '/api/payment/create-intent',
    path: () => '/api/payment/create-intent',
    body: () => ({ orderData: { items: [item], shippingAddress: address }, paymentData: {} }),
    expected: signedIn(201),
  },
  {
    method: 'GET',
    route: '/api/payment/status/:orderId',
    path: (f) => `/api/payment/status/${f.orderId}`,
    expected: open(200),
  },
  {
    method: 'GET',
    route: '/api/payment/status-by-gateway/:gatewayOrder',
    path: (f) => `/api/payment/status-by-gateway/${f.gatewayRef}`,
    expected: open(200),
  },
  {
    // Authenticated by the gateway's signature, not a bearer token: unsigned is refused for everyone.
    method: 'POST',
    route: '/api/payment/webhook/sandbox',
    path: () => '/api/payment/webhook/sandbox',
    body: (f) => ({ id: 'evt_matrix', gatewayOrderRef: f.gatewayRef, outcome: 'success', amountPaise: 1 }),
    expected: open(400),
  },
  {
    method: 'POST',
    route: '/api/contacts',
    path: () => '/api/contacts',
    body: () => ({ name: 'Asha', email: 'asha@example.com', message: 'Do you ship to Goa?' }),
    expected: open(201),
  },
  {
    method: 'POST',
    route: '/api/newsletter',
    path: () => '/api/newsletter',
    body: () => ({ email: 'asha@example.com' }),
    expected: open(200),
  },
  {
    // The same answer for every caller; the owner's inbox is mailed once (decision 071).
    method: 'POST',
    route: '/api/auth/password-reset',
    path: () => '/api/auth/password-reset',
    body: (f) => ({ email: f.owner.email }),
    expected: open(200),
  },
  {
    method: 'POST',
    route: '/api/auth/sign-in-link',
    path: () => '/api/auth/sign-in-link',
    body: (f) => ({ email: f.owner.email }),
    expected: open(200),
  },
  {
    // A page view's metrics, from the shop's own pages: nobody's identity is asked for or taken.
    method: 'POST',
    route: '/api/rum',
    path: () => '/api/rum',
    headers: { origin: 'http://localhost:3000' },
    body: () => ({ route: '/store', device: 'mobile', connection: '4g', metrics: { lcp: 1800 }, loads: [] }),
    expected: open(202),
  },
  { method: 'GET', route: '/api/admin/rum', path: () => '/api/admin/rum', expected: adminOnly(200) },
  ...USER_COLLECTIONS.flatMap((collection): RouteCase[] =>
    (['GET', 'PUT', 'PATCH'] as const).map((method) => ({
      method,
      route: `/api/documents/${collection}/:uid`,
      path: (f) => `/api/documents/${collection}/${f.owner.uid}`,
      ...(method === 'GET' ? {} : { body: (f: MatrixFixture) => documentBody(collection, f) }),
      // Documents are private to their owner; no admin override exists.
      expected: signedIn(200, 403, 403),
    })),
  ),
  // The earlier PUT rows created the owner's documents, so loading them reads them back (200).
  ...(['carts', 'wishlists'] as const).map((collection): RouteCase => ({
    method: 'POST',
    route: `/api/documents/${collection}/:uid/load`,
    path: (f) => `/api/documents/${collection}/${f.owner.uid}/load`,
    expected: signedIn(200, 403, 403),
  })),
  {
    method: 'POST',
    route: '/api/documents/users/:uid/login',
    path: (f) => `/api/documents/users/${f.owner.uid}/login`,
    body: () => ({}),
    expected: signedIn(200, 403, 403),
  },
];
