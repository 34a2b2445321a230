import { formatDateIndia, type WorkshopDetails } from '@mitti/shared';

export interface BookedClass {
  name: string;
  workshopDetails: WorkshopDetails;
}

/** When and where each booked class is: what a workshop confirmation shows instead of a shipping address. */
export function ClassDetails({ classes }: { classes: readonly BookedClass[] }) {
  return (
    <section aria-labelledby="checkout-confirmation-class">
      <h2 id="checkout-confirmation-class" className="checkout-card__title">
        {classes.length === 1 ? 'Your Class' : 'Your Classes'}
      </h2>
      {classes.map(({ name, workshopDetails: details }, index) => (
        <dl key={`${name}-${index}`} className="checkout-details">
          <dt>Workshop</dt>
          <dd>{name}</dd>
          <dt>Date</dt>
          <dd>{formatDateIndia(details.date)}</dd>
          <dt>Time</dt>
          <dd>{details.time}</dd>
          <dt>Place</dt>
          <dd>{details.location}</dd>
          {details.instructor && (
            <>
              <dt>Instructor</dt>
              <dd>{details.instructor}</dd>
            </>
          )}
          {details.duration > 0 && (
            <>
              <dt>Duration</dt>
              <dd>{details.duration} minutes</dd>
            </>
          )}
          {details.materials && (
            <>
              <dt>Materials</dt>
              <dd>{details.materials}</dd>
            </>
          )}
        </dl>
      ))}
    </section>
  );
}
