import { useEffect } from 'react';
import { notify, useOpenGraph, usePageTitle, paths, type RemoteModules, Link, useParams } from '@mitti/shared';
import { LOAD_WORKSHOP_FAILED, WORKSHOP_NOT_FOUND } from '@mitti/shared/booking';
import { ownersText } from '@mitti/shared/remote-words';
import { BookNowButton } from '../booking/book-now-button';
import { useGetWorkshopQuery } from '../workshops/api/get-workshop';
import { imagesOf, workshopId } from '../workshops/workshop-facts';
import { WorkshopFactsList } from './workshop-facts-list';
import { WorkshopGallery } from './workshop-gallery';
import { WorkshopJsonLd } from './workshop-json-ld';
import { WorkshopSections } from './workshop-sections';
import { useWords } from '../../words/words';
import './workshop-page.css';

function describe(description: string, name: string): string {
  const text = description.trim() || `${name}, a pottery workshop at Mitti Studio.`;
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

function BackToWorkshops() {
  const t = useWords();
  return (
    <Link to={paths.workshops()} className="button button--ghost workshops-back">
      {t('← Back to Workshops')}
    </Link>
  );
}

function WorkshopPage() {
  const t = useWords();
  const { id = '' } = useParams();
  const { data: workshop, isLoading, isError } = useGetWorkshopQuery(id, { skip: !id });

  useEffect(() => {
    if (isError) notify.error(t(LOAD_WORKSHOP_FAILED));
  }, [isError, t]);

  // The class as the page names it, in Hindi where the owner gave it (decision 112), for its title too.
  const name = workshop && ownersText(t, workshop, 'name');
  const description = workshop && ownersText(t, workshop, 'description');
  const title = name ? name.text : t(isLoading ? 'Loading workshop' : WORKSHOP_NOT_FOUND);
  usePageTitle(title, name && description ? describe(description.text, name.text) : undefined);
  useOpenGraph({ type: 'event', image: workshop ? imagesOf(workshop)[0] : undefined });

  if (isLoading) {
    return (
      <div className="page" lang={t.lang}>
        <p className="page-status" role="status">
          {t('Loading workshop...')}
        </p>
      </div>
    );
  }

  if (!workshop || !name || !description) {
    return (
      <div className="page workshops-not-found" lang={t.lang}>
        <h1 className="page__title">{t(WORKSHOP_NOT_FOUND)}</h1>
        <p>{t('This workshop is not on our calendar. It may have finished or been moved.')}</p>
        <BackToWorkshops />
      </div>
    );
  }

  return (
    <div className="page workshops-detail" lang={t.lang}>
      <WorkshopJsonLd workshop={workshop} />
      <BackToWorkshops />
      <div className="workshops-detail__layout">
        <WorkshopGallery key={workshopId(workshop)} name={name.text} images={imagesOf(workshop)} />
        <div className="workshops-detail__info">
          <h1 className="page__title" lang={name.lang}>
            {name.text}
          </h1>
          <p className="workshops-detail__description" lang={description.lang}>
            {description.text}
          </p>
          <WorkshopFactsList workshop={workshop} />
          <BookNowButton workshop={workshop} />
        </div>
      </div>
      <WorkshopSections workshop={workshop} />
    </div>
  );
}

export default WorkshopPage satisfies RemoteModules['workshops/WorkshopPage'];
