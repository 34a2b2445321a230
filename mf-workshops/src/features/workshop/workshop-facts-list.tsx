import { formatDateIndia, formatRupees, type Workshop } from '@mitti/shared';
import { durationLabel, durationOf, isFullyBooked, slotsLabel, timeOf } from '../workshops/workshop-facts';

/** Instructor, date, time, duration, location, price and seats left, with SPEC defaults for time and duration. */
export function WorkshopFactsList({ workshop }: { workshop: Workshop }) {
  const facts: [string, string][] = [
    ['Instructor', workshop.instructor],
    ['Date', formatDateIndia(workshop.date)],
    ['Time', timeOf(workshop)],
    ['Duration', durationLabel(durationOf(workshop))],
    ['Location', workshop.location],
    ['Price', formatRupees(workshop.price)],
  ];
  return (
    <dl className="workshops-facts">
      {facts.map(([term, value]) => (
        <div key={term} className="workshops-facts__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="workshops-facts__row">
        <dt>Slots</dt>
        <dd className={isFullyBooked(workshop) ? 'workshops-slots workshops-slots--full' : 'workshops-slots'}>
          {slotsLabel(workshop)}
        </dd>
      </div>
    </dl>
  );
}
