import { usePageTitle, Link, paths } from '@mitti/shared';
import { RemoteSlot } from '../../lib/remotes/remote-slot';
import { WorkshopsTeaser } from './home/workshops-teaser';
import { StoryTeaser } from './home/story-teaser';
import './home/home.css';

export function HomePage() {
  usePageTitle(
    'Handcrafted Ceramics & Pottery Workshops',
    'Handmade stoneware, terracotta and porcelain from a Mumbai studio, and pottery workshops for everyone.',
  );
  return (
    <div className="home">
      <section className="home__hero">
        <h1 className="home__title">Handcrafted ceramics, made slowly in Mumbai</h1>
        <p className="home__lead">Bowls, mugs, vases and planters thrown on the wheel and fired in our kiln.</p>
        <div className="home__actions">
          <Link to={paths.store()} className="button button--primary">
            Shop the collection
          </Link>
          <Link to={paths.workshops()} className="button button--ghost">
            Join a workshop
          </Link>
        </div>
      </section>
      <section className="home__section" aria-labelledby="latest-heading">
        <h2 id="latest-heading" className="section-title">
          Latest arrivals
        </h2>
        <div className="pages-home__rail">
          <RemoteSlot id="catalog/LatestArrivals" limit={4} />
        </div>
        <p className="pages-home__more">
          <Link to={paths.store()}>View all products</Link>
        </p>
      </section>
      <WorkshopsTeaser />
      <StoryTeaser />
    </div>
  );
}
