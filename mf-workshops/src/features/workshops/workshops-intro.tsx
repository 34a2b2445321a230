import { useWords } from '../../words/words';
import { listInWords } from './workshop-facts';

/**
 * The words under the hero: what a Mitti Studio workshop is like, and where the classes on the list are held
 * (issue 33: it said "at the studio in Bandra West" above classes in Bengaluru, New Delhi, Pune and Alibaug).
 */
export function WorkshopsIntro({ towns }: { towns: readonly string[] }) {
  const t = useWords();
  return (
    <div className="workshops-intro">
      <h1 className="page__title">{t('Pottery Workshops')}</h1>
      <p>
        {towns.length > 0
          ? t(
              'Get your hands in the clay. Our small-group workshops, held in {towns} (each class says where), are led by working potters, run at an unhurried pace and suit complete beginners as well as makers who want to go further with the wheel, hand-building, glazing or firing.',
              { towns: listInWords(t, towns) },
            )
          : t(
              'Get your hands in the clay. Our small-group workshops are led by working potters, run at an unhurried pace and suit complete beginners as well as makers who want to go further with the wheel, hand-building, glazing or firing.',
            )}
      </p>
      <p>
        {t(
          'Every seat includes clay, tools, aprons, glazes and firing, plus chai between sessions. Pieces you want to keep are fired in our kilns and ready to collect about three weeks later.',
        )}
      </p>
    </div>
  );
}
