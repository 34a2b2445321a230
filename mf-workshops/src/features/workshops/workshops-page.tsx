import { useEffect, useMemo } from 'react';
import { notify, usePageTitle, type RemoteModules } from '@mitti/shared';
import { HeroCarousel, type CarouselSlide } from '../carousel/hero-carousel';
import { useGetWorkshopsQuery } from './api/get-workshops';
import { WorkshopCard } from './workshop-card';
import { imagesOf, photoAlt, townsOf, workshopId } from './workshop-facts';
import { WorkshopsIntro } from './workshops-intro';
import './workshops.css';

export const LOAD_WORKSHOPS_FAILED = 'Failed to load workshops. Please try again.';
export const HERO_SLIDE_COUNT = 3;
const DESCRIPTION =
  'Hands-on pottery workshops by Mitti Studio: wheel throwing, hand-building, glazing and raku firing in small groups, materials and firing included.';

function WorkshopsPage() {
  usePageTitle('Workshops', DESCRIPTION);
  const { data: workshops = [], isLoading, isError } = useGetWorkshopsQuery();

  useEffect(() => {
    if (isError) notify.error(LOAD_WORKSHOPS_FAILED);
  }, [isError]);

  const slides = useMemo<CarouselSlide[]>(
    () =>
      workshops
        .filter((w) => imagesOf(w).length > 0)
        .slice(0, HERO_SLIDE_COUNT)
        .map((w) => ({ src: imagesOf(w)[0] ?? '', alt: photoAlt(w.name, 1), caption: w.name })),
    [workshops],
  );

  return (
    <div className="page workshops-page">
      <div className="workshops-hero">
        <HeroCarousel label="Workshop highlights" slides={slides} />
        <WorkshopsIntro towns={townsOf(workshops)} />
      </div>
      {isLoading ? (
        <p className="page-status" role="status">
          Loading workshops...
        </p>
      ) : workshops.length === 0 ? (
        <p className="page-status">No workshops available</p>
      ) : (
        <ul className="workshops-grid" aria-label="Upcoming workshops">
          {workshops.map((workshop) => (
            <li key={workshopId(workshop)}>
              <WorkshopCard workshop={workshop} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default WorkshopsPage satisfies RemoteModules['workshops/WorkshopsPage'];
