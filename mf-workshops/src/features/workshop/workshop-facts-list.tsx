import { formatDateIndia, formatRupees, type Workshop } from '@mitti/shared';
import { useWords } from '../../words/words';
import { durationLabel, durationOf, isFullyBooked, slotsLabel, timeOf } from '../workshops/workshop-facts';

/** Instructor, date, time, duration, location, price and seats left, with SPEC defaults for time and duration. */
export function WorkshopFactsList({ workshop }: { workshop: Workshop }) {
  const t = useWords();
  // The owner's words (the instructor, the place) stay in English, and say so on a Hindi page.
  const facts: [string, string, 'en'?][] = [
    [t('Instructor'), workshop.instructor, t.en],
    [t('Date'), (t.date ?? formatDateIndia)(workshop.date)],
    [t('Time'), timeOf(workshop)],
    [t('Duration'), durationLabel(t, durationOf(workshop))],
    [t('Location'), workshop.location, t.en],
    [t('Price'), formatRupees(workshop.price)],
  ];
  return (
    <dl className="workshops-facts">
      {facts.map(([term, value, lang]) => (
        <div key={term} className="workshops-facts__row">
          <dt>{term}</dt>
          <dd lang={lang}>{value}</dd>
        </div>
      ))}
      <div className="workshops-facts__row">
        <dt>{t('Slots')}</dt>
        <dd className={isFullyBooked(workshop) ? 'workshops-slots workshops-slots--full' : 'workshops-slots'}>
          {slotsLabel(t, workshop)}
        </dd>
      </div>
    </dl>
  );
}
