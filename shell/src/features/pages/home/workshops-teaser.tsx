import { Link, paths, useTranslate } from '@mitti/shared';
import { homeMessages } from '../../../i18n/home-messages';

const highlights = [
  { title: homeMessages.wheelThrowing, text: homeMessages.wheelThrowingText },
  { title: homeMessages.handBuilding, text: homeMessages.handBuildingText },
  { title: homeMessages.glazing, text: homeMessages.glazingText },
];

/** Static copy only: the workshops remote loads when the shopper opens /workshops. */
export function WorkshopsTeaser() {
  const t = useTranslate();
  return (
    <section className="pages-home-band" aria-labelledby="workshops-teaser-heading">
      <div className="home__section">
        <h2 id="workshops-teaser-heading" className="section-title">
          {t(homeMessages.potteryWorkshops)}
        </h2>
        <p className="pages-home__intro">{t(homeMessages.workshopsIntro)}</p>
        <ul className="pages-home__cards">
          {highlights.map((item) => (
            <li key={item.title.id} className="pages-home__card">
              <h3>{t(item.title)}</h3>
              <p>{t(item.text)}</p>
            </li>
          ))}
        </ul>
        <Link to={paths.workshops()} className="button button--primary">
          {t(homeMessages.seeUpcomingWorkshops)}
        </Link>
      </div>
    </section>
  );
}
