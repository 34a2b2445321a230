import { useEffect, useMemo } from 'react';
import { notify, usePageTitle, type RemoteModules } from '@mitti/shared';
import { ownersText } from '@mitti/shared/remote-words';
import { HeroCarousel, type CarouselSlide } from '../carousel/hero-carousel';
import { useGetWorkshopsQuery } from './api/get-workshops';
import { WorkshopCard } from './workshop-card';
import { imagesOf, photoAlt, townsOf, workshopId } from './workshop-facts';
import { WorkshopsIntro } from './workshops-intro';
import { useWords } from '../../words/words';
import './workshops.css';

export const LOAD_WORKSHOPS_FAILED = 'Failed to load workshops. Please try again.';
export const HERO_SLIDE_COUNT = 3;
const DESCRIPTION =
  'Hands-on pottery workshops by Mitti Studio: wheel throwing, hand-building, glazing and raku firing in small groups, materials and firing included.';

function WorkshopsPage() {
  const t = useWords();
  usePageTitle(t('Workshops'), t(DESCRIPTION));
  const { data: workshops = [], isLoading, isError } = useGetWorkshopsQuery();

  useEffect(() => {
    if (isError) notify.error(t(LOAD_WORKSHOPS_FAILED));
  }, [isError, t]);

  const slides = useMemo<CarouselSlide[]>(
    () =>
      workshops
        .filter((w) => imagesOf(w).length > 0)
        .slice(0, HERO_SLIDE_COUNT)
        .map((w) => {
          const name = ownersText(t, w, 'name');
          return {
            src: imagesOf(w)[0] ?? '',
            alt: photoAlt(t, name.text, 1),
            caption: name.text,
            captionLang: name.lang,
          };
        }),
    [workshops, t],
  );

  return (
    <div className="page workshops-page" lang={t.lang}>
      <div className="workshops-hero">
        <HeroCarousel label={t('Workshop highlights')} slides={slides} />
        <WorkshopsIntro towns={townsOf(workshops)} />
      </div>
      {isLoading ? (
        <p className="page-status" role="status">
          {t('Loading workshops...')}
        </p>
      ) : workshops.length === 0 ? (
        <p className="page-status">{t('No workshops available')}</p>
      ) : (
        <ul className="workshops-grid" aria-label={t('Upcoming workshops')}>
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
