import { formatDateIndia, formatRupees, paths, type Workshop, Link } from '@mitti/shared';
import { ownersText } from '@mitti/shared/remote-words';
import { imagesOf, isFullyBooked, photoAlt, slotsLabel, workshopId } from './workshop-facts';
import { WorkshopImage } from './workshop-image';
import { useWords } from '../../words/words';

/**
 * One workshop in the list: photo, name, description, date, place, seats left, price and Register Now (View
 * Details when fully booked).
 */
export function WorkshopCard({ workshop }: { workshop: Workshop }) {
  const t = useWords();
  const id = workshopId(workshop);
  const headingId = `workshop-card-${id}`;
  const full = isFullyBooked(workshop);
  const name = ownersText(t, workshop, 'name');
  const description = ownersText(t, workshop, 'description');
  return (
    <article className="workshops-card" aria-labelledby={headingId} data-testid="workshop-card">
      <WorkshopImage src={imagesOf(workshop)[0]} alt={photoAlt(t, name.text, 1)} className="workshops-card__image" />
      <div className="workshops-card__body">
        <h2 id={headingId} className="workshops-card__name" lang={name.lang}>
          {name.text}
        </h2>
        <p className="workshops-card__description" lang={description.lang}>
          {description.text}
        </p>
        <dl className="workshops-card__facts">
          <div>
            <dt>{t('Date')}</dt>
            <dd>{(t.date ?? formatDateIndia)(workshop.date)}</dd>
          </div>
          <div>
            <dt>{t('Place')}</dt>
            <dd lang={t.en}>{workshop.location}</dd>
          </div>
          <div>
            <dt>{t('Seats')}</dt>
            <dd className={full ? 'workshops-slots workshops-slots--full' : 'workshops-slots'}>
              {slotsLabel(t, workshop)}
            </dd>
          </div>
          <div>
            <dt>{t('Price')}</dt>
            <dd className="workshops-card__price">{formatRupees(workshop.price)}</dd>
          </div>
        </dl>
        {full ? (
          <Link className="button button--ghost workshops-card__register" to={paths.workshop(id)}>
            {t('View Details')}
            <span className="visually-hidden">{t(' of {name} (fully booked)', { name: name.text })}</span>
          </Link>
        ) : (
          <Link className="button button--primary workshops-card__register" to={paths.workshop(id)}>
            {t('Register Now')}
            <span className="visually-hidden">{t(' for {name}', { name: name.text })}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
