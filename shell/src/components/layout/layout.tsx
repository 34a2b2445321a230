import { Outlet } from '@mitti/shared';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { ScrollToTop } from './scroll-to-top';
import { RouteAnnouncer } from './route-announcer';

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <ScrollToTop />
      <Navbar />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <RouteAnnouncer />
    </>
  );
}
