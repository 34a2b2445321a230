import { HTML_LANG, usePageTitle, Link, paths, useLanguage, useTranslate } from '@mitti/shared';
import { homeMessages } from '../../i18n/home-messages';
import { RemoteSlot } from '../../lib/remotes/remote-slot';
import { WorkshopsTeaser } from './home/workshops-teaser';
import { StoryTeaser } from './home/story-teaser';
import './home/home.css';

export function HomePage() {
  const t = useTranslate();
  usePageTitle(t(homeMessages.homeTitle), t(homeMessages.homeDescription));
  // The shell's own page, in the page's language, inside a `<main>` that says its remotes' pages are English.
  return (
    <div className="home" lang={HTML_LANG[useLanguage()]}>
      <section className="home__hero">
        <h1 className="home__title">{t(homeMessages.homeHeading)}</h1>
        <p className="home__lead">{t(homeMessages.homeLead)}</p>
        <div className="home__actions">
          <Link to={paths.store()} className="button button--primary">
            {t(homeMessages.shopTheCollection)}
          </Link>
          <Link to={paths.workshops()} className="button button--ghost">
            {t(homeMessages.joinAWorkshop)}
          </Link>
        </div>
      </section>
      <section className="home__section" aria-labelledby="latest-heading">
        <h2 id="latest-heading" className="section-title">
          {t(homeMessages.latestArrivals)}
        </h2>
        <div className="pages-home__rail">
          <RemoteSlot id="catalog/LatestArrivals" limit={4} />
        </div>
        <p className="pages-home__more">
          <Link to={paths.store()}>{t(homeMessages.viewAllProducts)}</Link>
        </p>
      </section>
      <WorkshopsTeaser />
      <StoryTeaser />
    </div>
  );
}
