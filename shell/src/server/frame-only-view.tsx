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
  useTranslate,
  paths,
  type Flash,
  type MessageDescriptor,
  type PageLanguage,
} from '@mitti/shared';
import { AppFrame } from '../app/app';
import { Layout } from '../app/layout/layout';
import type { RouteFact } from '../app/route-table';
import type { sessionFromCookies } from '../features/session/session-from-cookies';
import { frameOnlyMessages as words } from '../i18n/frame-only-messages';
import { shellMessages } from '../i18n/shell-messages';
import '../features/pages/pages.css';

/** The page's heading, as the page itself says it (its title) once the app runs. */
const HEADINGS: Readonly<Partial<Record<RouteFact['path'], MessageDescriptor>>> = {
  '/checkout': words.checkoutHeading,
  '/payment/success': words.paymentHeading,
  '/payment/failed': words.paymentHeading,
  '/payment/confirmation': words.paymentHeading,
  '/payment/redirect': words.redirectingHeading,
  '/login': words.signInHeading,
  '/register': words.createAccountHeading,
  '/reset-password': words.resetPasswordHeading,
  '/email-link-login': words.emailLinkHeading,
  '/email-link-confirm': words.completingSignInHeading,
  '/account': words.myAccountHeading,
  '/orders': words.myOrdersHeading,
  '/wishlist': words.myWishlistHeading,
};

/** The heading of a route the browser renders; the owner's pages are one. */
export function frameOnlyHeading(route: RouteFact): MessageDescriptor {
  return HEADINGS[route.path] ?? (route.access === 'admin' ? words.shopOwnerHeading : words.shopHeading);
}

function AppOnlyPage({ heading }: { heading: MessageDescriptor }) {
  const t = useTranslate();
  // The document's title until the app's page says its own.
  usePageTitle(t(heading));
  return (
    <div className="page pages-prose" data-frame-only="">
      <h1 className="page__title">{t(heading)}</h1>
      <p className="pages-lead">{t(words.needsTheApp)}</p>
      <p className="pages-not-found__actions">
        <Link to={paths.store()} className="button button--primary">
          {t(shellMessages.browseStore)}
        </Link>{' '}
        <Link to={paths.contact()} className="button button--ghost">
          {t(words.contactUs)}
        </Link>
      </p>
    </div>
  );
}

/** The frame's routes: every path is the line, inside the site's layout. */
function FrameRoutes({ heading }: { heading: MessageDescriptor }) {
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
