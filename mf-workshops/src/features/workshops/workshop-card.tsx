import { formatDateIndia, formatRupees, paths, type Workshop, Link } from '@mitti/shared';
import { imagesOf, isFullyBooked, photoAlt, slotsLabel, workshopId } from './workshop-facts';
import { WorkshopImage } from './workshop-image';

/**
 * One workshop in the list: photo, name, description, date, place, seats left, price and Register Now (View
 * Details when fully booked).
 */
export function WorkshopCard({ workshop }: { workshop: Workshop }) {
  const id = workshopId(workshop);
  const headingId = `workshop-card-${id}`;
  const full = isFullyBooked(workshop);
  return (
    <article className="workshops-card" aria-labelledby={headingId} data-testid="workshop-card">
      <WorkshopImage src={imagesOf(workshop)[0]} alt={photoAlt(workshop.name, 1)} className="workshops-card__image" />
      <div className="workshops-card__body">
        <h2 id={headingId} className="workshops-card__name">
          {workshop.name}
        </h2>
        <p className="workshops-card__description">{workshop.description}</p>
        <dl className="workshops-card__facts">
          <div>
            <dt>Date</dt>
            <dd>{formatDateIndia(workshop.date)}</dd>
          </div>
          <div>
            <dt>Place</dt>
            <dd>{workshop.location}</dd>
          </div>
          <div>
            <dt>Seats</dt>
            <dd className={full ? 'workshops-slots workshops-slots--full' : 'workshops-slots'}>
              {slotsLabel(workshop)}
            </dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd className="workshops-card__price">{formatRupees(workshop.price)}</dd>
          </div>
        </dl>
        {full ? (
          <Link className="button button--ghost workshops-card__register" to={paths.workshop(id)}>
            View Details<span className="visually-hidden"> of {workshop.name} (fully booked)</span>
          </Link>
        ) : (
          <Link className="button button--primary workshops-card__register" to={paths.workshop(id)}>
            Register Now<span className="visually-hidden"> for {workshop.name}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
