import { type RemoteModuleId, type RouteObject } from '@mitti/shared';
import { Layout } from '../components/layout/layout';
import { RemoteSlot } from '../lib/remotes/remote-slot';
import { ProtectedRoute } from '../features/auth/protected-route';
import { AdminRoute } from '../features/auth/admin-route';
import { getAuthProvider } from '../features/auth/auth-provider';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { EmailLinkLoginPage } from '../features/auth/email-link-login-page';
import { EmailLinkConfirmPage } from '../features/auth/email-link-confirm-page';
import { HomePage } from '../features/pages/home-page';
import { OurStoryPage } from '../features/pages/our-story-page';
import { ContactPage } from '../features/pages/contact-page';
import { ShippingPage } from '../features/pages/shipping-page';
import { TermsPage } from '../features/pages/terms-page';
import { PrivacyPage } from '../features/pages/privacy-page';
import { NotFoundPage } from '../features/pages/not-found-page';

// Keyed by module, so leaving a failed slot for another route starts that route afresh.
const remote = (path: string, id: RemoteModuleId): RouteObject => ({ path, element: <RemoteSlot key={id} id={id} /> });

/**
 * Every route of the site (SPEC section 2) and what renders it: a remote's exposed page, or one of the
 * shell's own pages.
 */
export const remoteRoutes = {
  '/store': 'catalog/StorePage',
  '/product/:id': 'catalog/ProductPage',
  '/workshops': 'workshops/WorkshopsPage',
  '/workshop/:id': 'workshops/WorkshopPage',
  '/cart': 'checkout/CartPage',
  '/checkout': 'checkout/CheckoutPage',
  '/payment/success': 'checkout/PaymentSuccessPage',
  '/payment/failed': 'checkout/PaymentFailedPage',
  '/payment/confirmation': 'checkout/PaymentConfirmationPage',
  '/payment/redirect': 'checkout/PaymentRedirectPage',
} as const satisfies Record<string, RemoteModuleId>;

export const protectedRoutes = {
  '/account': 'account/AccountPage',
  '/orders': 'account/OrdersPage',
  '/wishlist': 'account/WishlistPage',
} as const satisfies Record<string, RemoteModuleId>;

/** The owner's pages (mf-admin): the admin claim only (decision 024). */
export const adminRoutes = {
  '/admin': 'admin/OrdersPage',
  '/admin/orders': 'admin/OrdersPage',
  '/admin/orders/:id': 'admin/OrderPage',
  '/admin/products': 'admin/ProductsPage',
  '/admin/products/:id': 'admin/ProductPage',
  '/admin/messages': 'admin/MessagesPage',
  '/admin/subscribers': 'admin/SubscribersPage',
} as const satisfies Record<string, RemoteModuleId>;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      ...Object.entries(remoteRoutes).map(([path, id]) => remote(path, id)),
      { path: '/our-story', element: <OurStoryPage /> },
      { path: '/contact', element: <ContactPage /> },
      {
        path: '/faq',
        // Its own chunk with the HTML sanitiser (DOMPurify), which no other page needs (BootPreloadPlugin skips it).
        lazy: () =>
          import(/* webpackChunkName: "faq" */ '../features/pages/faq-page').then(({ FaqPage }) => ({
            Component: FaqPage,
          })),
      },
      { path: '/shipping', element: <ShippingPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/email-link-login', element: <EmailLinkLoginPage /> },
      {
        path: '/email-link-confirm',
        // The page checks the link synchronously: the auth SDK must be there, also after a client-side visit.
        lazy: async () => {
          await getAuthProvider().ready();
          return { Component: EmailLinkConfirmPage };
        },
      },
      {
        element: <ProtectedRoute />,
        children: Object.entries(protectedRoutes).map(([path, id]) => remote(path, id)),
      },
      {
        element: <AdminRoute />,
        children: Object.entries(adminRoutes).map(([path, id]) => remote(path, id)),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
