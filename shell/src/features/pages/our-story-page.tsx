import { Link, paths } from '@mitti/shared';
import { Page } from '../../components/page/page';
import { FadeIn } from './our-story/fade-in';
import { ourStory as s, type OurStoryText } from './our-story/our-story-words';
import { usePageWords } from '../../i18n/page-words';
import './pages.css';

/** The page's Hindi, its own chunk, fetched by a Hindi page only (decision 119). */
const hindiWords = () => import(/* webpackChunkName: "OurStoryPage-hindi" */ './our-story/our-story-hi');

const values = [
  { title: s.madeByHand, text: s.madeByHandText },
  { title: s.indianClay, text: s.indianClayText },
  { title: s.foodSafe, text: s.foodSafeText },
  { title: s.madeToLast, text: s.madeToLastText },
] as const;

export function OurStoryPage() {
  const t = usePageWords<OurStoryText>(hindiWords);
  return (
    <Page title={t(s.title)} description={t(s.description)} className="pages-prose">
      <p className="pages-lead">{t(s.lead)}</p>
      <FadeIn className="pages-story__section">
        <h2>{t(s.beginningHeading)}</h2>
        <p>{t(s.beginning)}</p>
      </FadeIn>
      <FadeIn className="pages-story__section">
        <h2>{t(s.workHeading)}</h2>
        <p>{t(s.work)}</p>
        <ul className="pages-story__values">
          {values.map((value) => (
            <li key={value.title}>
              <h3>{t(value.title)}</h3>
              <p>{t(value.text)}</p>
            </li>
          ))}
        </ul>
      </FadeIn>
      <FadeIn className="pages-story__section">
        <h2>{t(s.craftHeading)}</h2>
        <p>{t(s.craft)}</p>
        <p>
          <Link to={paths.workshops()} className="button button--primary">
            {t(s.exploreWorkshops)}
          </Link>
        </p>
      </FadeIn>
    </Page>
  );
}
OurStoryPage.hindiWords = hindiWords;
