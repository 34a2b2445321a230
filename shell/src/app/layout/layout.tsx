import { Suspense } from 'react';
import { Outlet, useLanguage, useTranslate } from '@mitti/shared';
import { shellMessages } from '../../i18n/shell-messages';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { ScrollToTop } from './scroll-to-top';
import { RouteAnnouncer } from './route-announcer';
import { FlashStatus } from './flash-status';
import { LanguageOffer } from './language-offer';
import { NavigationProgress } from './navigation-progress';

export function Layout() {
  const t = useTranslate();
  // Each page says its own language on its root (`t.lang`); on a Hindi page the owner's pages, English as issue 57
  // lets them stay, have theirs from `<main>`.
  const pagesLang = useLanguage() === 'en' ? undefined : 'en';
  return (
    <>
      <a className="skip-link" href="#main">
        {t(shellMessages.skipToContent)}
      </a>
      <ScrollToTop />
      <NavigationProgress />
      {/*
        Each region its own Suspense boundary: React hydrates a server-rendered page region by region, in
        short tasks after the frame's own (a tap in a region not yet hydrated hydrates it at once).
      */}
      <Suspense fallback={null}>
        <Navbar />
      </Suspense>
      <FlashStatus />
      <main id="main" className="main" tabIndex={-1} lang={pagesLang}>
        {/* A page still fetching its chunk (routes.tsx): the page being left stays on screen meanwhile. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <RouteAnnouncer />
      <LanguageOffer />
    </>
  );
}
