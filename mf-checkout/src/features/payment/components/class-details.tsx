import { formatDateIndia, type WorkshopDetails } from '@mitti/shared';
import { useWords } from '../../../words/words';

export interface BookedClass {
  name: string;
  workshopDetails: WorkshopDetails;
}

/** When and where each booked class is: what a workshop confirmation shows instead of a shipping address. */
export function ClassDetails({ classes }: { classes: readonly BookedClass[] }) {
  const t = useWords();
  return (
    <section aria-labelledby="checkout-confirmation-class">
      <h2 id="checkout-confirmation-class" className="checkout-card__title">
        {t(classes.length === 1 ? 'Your Class' : 'Your Classes')}
      </h2>
      {classes.map(({ name, workshopDetails: details }, index) => (
        <dl key={`${name}-${index}`} className="checkout-details">
          {/* The owner's words (the class, its place, instructor and materials) stay English, and say so. */}
          <dt>{t('Workshop')}</dt>
          <dd lang={t.en}>{name}</dd>
          <dt>{t('Date')}</dt>
          <dd>{(t.date ?? formatDateIndia)(details.date)}</dd>
          <dt>{t('Time')}</dt>
          <dd>{details.time}</dd>
          <dt>{t('Place')}</dt>
          <dd lang={t.en}>{details.location}</dd>
          {details.instructor && (
            <>
              <dt>{t('Instructor')}</dt>
              <dd lang={t.en}>{details.instructor}</dd>
            </>
          )}
          {details.duration > 0 && (
            <>
              <dt>{t('Duration')}</dt>
              <dd>{t('{n} minutes', { n: details.duration })}</dd>
            </>
          )}
          {details.materials && (
            <>
              <dt>{t('Materials')}</dt>
              <dd lang={t.en}>{details.materials}</dd>
            </>
          )}
        </dl>
      ))}
    </section>
  );
}
