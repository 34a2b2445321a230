import { useRoutes, type RouteObject } from '@mitti/shared';
import { Layout } from './layout/layout';
import { OpenerSevered } from './opener-severed';
import { RemoteSlot } from '../lib/remotes/remote-slot';
import { ProtectedRoute } from '../features/auth/protected-route';
import { AdminRoute } from '../features/auth/admin-route';
import { getAuthProvider } from '../features/auth/auth-provider';
import { NotFoundPage } from '../features/pages/not-found-page';
import type * as SignInPages from '../features/auth/sign-in-pages';
import { lazyPage, type PageComponent } from './lazy-page';
import { useNavigationBridge, type Navigation } from '../lib/navigation/navigation';
import { ROUTE_TABLE, isRemoteModule, type RouteAccess, type RouteFact, type ShellPageName } from './route-table';

type SignInPageName = keyof typeof SignInPages;

/**
 * A sign-in page from their shared chunk (BootPreloadPlugin skips it): rendered in the browser only, so no
 * hydration waits for it; `before` is what the page needs first.
 */
const signInPage = (name: SignInPageName, before?: () => Promise<unknown>) =>
  lazyPage(name, async () => {
    const [pages] = await Promise.all([
      import(/* webpackChunkName: "sign-in" */ '../features/auth/sign-in-pages'),
      before?.(),
    ]);
    return pages[name];
  });

/**
 * A page of the shell in its own chunk, named after the page: a remote's route does not download the
 * shell's pages, and the server preloads the chunk with the documents of the page's routes (the build's
 * `route-pages.json`, BootPreloadPlugin).
 */
const ownChunk = <Name extends string>(load: () => Promise<Record<Name, PageComponent>>, name: Name) =>
  lazyPage(name, () => load().then((module) => module[name]));

/** The shell's own pages by name (route-table.ts names them). */
const shellPages: Record<ShellPageName, Pick<RouteObject, 'element' | 'handle'>> = {
  HomePage: ownChunk(() => import(/* webpackChunkName: "HomePage" */ '../features/pages/home-page'), 'HomePage'),
  OurStoryPage: ownChunk(
    () => import(/* webpackChunkName: "OurStoryPage" */ '../features/pages/our-story-page'),
    'OurStoryPage',
  ),
  ContactPage: ownChunk(
    () => import(/* webpackChunkName: "ContactPage" */ '../features/pages/contact-page'),
    'ContactPage',
  ),
  FaqPage: ownChunk(() => import(/* webpackChunkName: "FaqPage" */ '../features/pages/faq-page'), 'FaqPage'),
  ShippingPage: ownChunk(
    () => import(/* webpackChunkName: "ShippingPage" */ '../features/pages/shipping-page'),
    'ShippingPage',
  ),
  TermsPage: ownChunk(() => import(/* webpackChunkName: "TermsPage" */ '../features/pages/terms-page'), 'TermsPage'),
  PrivacyPage: ownChunk(
    () => import(/* webpackChunkName: "PrivacyPage" */ '../features/pages/privacy-page'),
    'PrivacyPage',
  ),
  LoginPage: signInPage('LoginPage'),
  RegisterPage: signInPage('RegisterPage'),
  ResetPasswordPage: signInPage('ResetPasswordPage'),
  EmailLinkLoginPage: signInPage('EmailLinkLoginPage'),
  // The page checks the link synchronously: the auth SDK must be there, also after a client-side visit.
  EmailLinkConfirmPage: signInPage('EmailLinkConfirmPage', () => getAuthProvider().ready()),
  // Small, and the page of every path no route matches: with the shell.
  NotFoundPage: { element: <NotFoundPage /> },
};

/** A route of the table as react-router's: a remote's page in its slot (keyed by module, so leaving a
 * failed slot for another route starts that route afresh), or one of the shell's. */
function toRoute(route: RouteFact): RouteObject {
  const place = route.path === '/' ? { index: true as const } : { path: route.path };
  if (isRemoteModule(route.page)) return { ...place, element: <RemoteSlot key={route.page} id={route.page} /> };
  return { ...place, ...shellPages[route.page] };
}

const where = (keep: (route: RouteFact) => boolean) => ROUTE_TABLE.filter(keep).map(toRoute);
const withAccess = (access: RouteAccess) => where((route) => route.access === access);

/** Every route of the site (SPEC section 2) and what renders it, from the one route table. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...where((route) => route.access === 'public' && !route.seversOpener && route.path !== '*'),
      {
        // Where a shopper signs in, pays or sees their own: a window another site opened is severed (decision 135).
        element: <OpenerSevered />,
        children: [
          ...where((route) => route.access === 'public' && route.seversOpener),
          ...withAccess('sign-in'),
          { element: <ProtectedRoute />, children: withAccess('signed-in') },
          { element: <AdminRoute />, children: withAccess('admin') },
        ],
      },
      // Last: every path no other route matches.
      ...where((route) => route.path === '*'),
    ],
  },
];

/** The site's routes, in the browser's router or the server's (app.tsx, server/render.tsx). */
export function SiteRoutes({ navigation }: { navigation?: Navigation }) {
  useNavigationBridge(navigation);
  return useRoutes(routes);
}
