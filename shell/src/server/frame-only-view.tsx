/**
 * The first view of a route the browser renders (checkout, payment, sign-in, account, the owner's pages):
 * the site's frame (navbar, footer) with, in the page's place, a line saying the page needs the app and
 * links onward (decision 067). Server-only: the browser never renders this; its app renders the page over it
 * (`createRoot`, which clears the root first), once the sign-in check is done, as before. Without JavaScript,
 * or before the scripts arrive, the shopper has the shop's navigation, its footer and a way on.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import {
  Link,
  ServerPageUrlContext,
  createAppStore,
  flashShown,
  languageBasename,
  useRoutes,
  usePageTitle,
  paths,
  type Flash,
  type PageLanguage,
} from '@mitti/shared';
import { AppFrame } from '../app/app';
import { Layout } from '../app/layout/layout';
import type { RouteFact } from '../app/route-table';
import type { sessionFromCookies } from '../features/session/session-from-cookies';
import '../features/pages/pages.css';

/** The page's heading, as the page itself says it (its title) once the app runs. */
const HEADINGS: Readonly<Partial<Record<RouteFact['path'], string>>> = {
  '/checkout': 'Checkout',
  '/payment/success': 'Payment',
  '/payment/failed': 'Payment',
  '/payment/confirmation': 'Payment',
  '/payment/redirect': 'Redirecting to Payment',
  '/login': 'Sign In',
  '/register': 'Create Account',
  '/reset-password': 'Reset Password',
  '/email-link-login': 'Sign In with Email Link',
  '/email-link-confirm': 'Completing Sign In',
  '/account': 'My Account',
  '/orders': 'My Orders',
  '/wishlist': 'My Wishlist',
};

/** The heading of a route the browser renders; the owner's pages are one. */
export function frameOnlyHeading(route: RouteFact): string {
  return HEADINGS[route.path] ?? (route.access === 'admin' ? 'Shop Owner' : 'Mitti Studio');
}

/** The line in the page's place. */
export const NEEDS_THE_APP = 'This page needs JavaScript. It opens here once the shop’s scripts have loaded.';

function AppOnlyPage({ heading }: { heading: string }) {
  // The document's title until the app's page says its own.
  usePageTitle(heading);
  return (
    <div className="page pages-prose" data-frame-only="">
      <h1 className="page__title">{heading}</h1>
      <p className="pages-lead">{NEEDS_THE_APP}</p>
      <p className="pages-not-found__actions">
        <Link to={paths.store()} className="button button--primary">
          Browse the Store
        </Link>{' '}
        <Link to={paths.contact()} className="button button--ghost">
          Contact Us
        </Link>
      </p>
    </div>
  );
}

/** The frame's routes: every path is the line, inside the site's layout. */
function FrameRoutes({ heading }: { heading: string }) {
  return useRoutes([{ element: <Layout />, children: [{ path: '*', element: <AppOnlyPage heading={heading} /> }] }]);
}

/** The frame of a route the browser renders, as HTML, with what the cookies said of the shopper. */
export function renderFrameOnly({
  route,
  location,
  session,
  flash,
  page,
}: {
  route: RouteFact;
  location: URL;
  session: ReturnType<typeof sessionFromCookies>;
  flash: Flash | null;
  /** The page's language and its catalogs: the frame is in it, under its prefix (decision 102). */
  page: PageLanguage;
}): string {
  const store = createAppStore();
  store.dispatch(session);
  store.dispatch(flashShown(flash));
  return renderToString(
    <ServerPageUrlContext.Provider value={location.href}>
      <AppFrame store={store} page={page}>
        <StaticRouter basename={languageBasename(page.language)} location={location.pathname + location.search}>
          <FrameRoutes heading={frameOnlyHeading(route)} />
        </StaticRouter>
      </AppFrame>
    </ServerPageUrlContext.Provider>,
  );
}
