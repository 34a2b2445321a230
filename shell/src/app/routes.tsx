import { type RouteObject } from '@mitti/shared';
import { Layout } from '../components/layout/layout';
import { RemoteSlot } from '../lib/remotes/remote-slot';
import { ProtectedRoute } from '../features/auth/protected-route';
import { AdminRoute } from '../features/auth/admin-route';
import { getAuthProvider } from '../features/auth/auth-provider';
import { HomePage } from '../features/pages/home-page';
import { OurStoryPage } from '../features/pages/our-story-page';
import { ContactPage } from '../features/pages/contact-page';
import { ShippingPage } from '../features/pages/shipping-page';
import { TermsPage } from '../features/pages/terms-page';
import { PrivacyPage } from '../features/pages/privacy-page';
import { NotFoundPage } from '../features/pages/not-found-page';
import type * as SignInPages from '../features/auth/sign-in-pages';
import { ROUTE_TABLE, isRemoteModule, type RouteAccess, type RouteFact, type ShellPageName } from './route-table';

type SignInPageName = keyof typeof SignInPages;

/**
 * A sign-in page from their own chunk (BootPreloadPlugin skips it): rendered in the browser only, so no
 * hydration waits for it; `before` is what the page needs first.
 */
const signInPage = (name: SignInPageName, before?: () => Promise<unknown>) => ({
  lazy: async () => {
    const [pages] = await Promise.all([
      import(/* webpackChunkName: "sign-in" */ '../features/auth/sign-in-pages'),
      before?.(),
    ]);
    return { Component: pages[name] };
  },
});

/** The shell's own pages by name (route-table.ts names them). */
const shellPages: Record<ShellPageName, Omit<RouteObject, 'path' | 'index' | 'children'>> = {
  HomePage: { element: <HomePage /> },
  OurStoryPage: { element: <OurStoryPage /> },
  ContactPage: { element: <ContactPage /> },
  // Its own chunk with the HTML sanitiser (DOMPurify), which no other page needs (BootPreloadPlugin skips it).
  FaqPage: {
    lazy: () =>
      import(/* webpackChunkName: "faq" */ '../features/pages/faq-page').then(({ FaqPage }) => ({
        Component: FaqPage,
      })),
  },
  ShippingPage: { element: <ShippingPage /> },
  TermsPage: { element: <TermsPage /> },
  PrivacyPage: { element: <PrivacyPage /> },
  LoginPage: signInPage('LoginPage'),
  RegisterPage: signInPage('RegisterPage'),
  ResetPasswordPage: signInPage('ResetPasswordPage'),
  EmailLinkLoginPage: signInPage('EmailLinkLoginPage'),
  // The page checks the link synchronously: the auth SDK must be there, also after a client-side visit.
  EmailLinkConfirmPage: signInPage('EmailLinkConfirmPage', () => getAuthProvider().ready()),
  NotFoundPage: { element: <NotFoundPage /> },
};

/** A route of the table as react-router's: a remote's page in its slot (keyed by module, so leaving a
 * failed slot for another route starts that route afresh), or one of the shell's. */
function toRoute(route: RouteFact): RouteObject {
  const place = route.path === '/' ? { index: true as const } : { path: route.path };
  if (isRemoteModule(route.page)) return { ...place, element: <RemoteSlot key={route.page} id={route.page} /> };
  return { ...place, ...shellPages[route.page] } as RouteObject;
}

const withAccess = (access: RouteAccess) => ROUTE_TABLE.filter((route) => route.access === access).map(toRoute);

/** Every route of the site (SPEC section 2) and what renders it, from the one route table. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...withAccess('public').filter((route) => route.path !== '*'),
      ...withAccess('sign-in'),
      { element: <ProtectedRoute />, children: withAccess('signed-in') },
      { element: <AdminRoute />, children: withAccess('admin') },
      // Last: every path no other route matches.
      ...withAccess('public').filter((route) => route.path === '*'),
    ],
  },
];
