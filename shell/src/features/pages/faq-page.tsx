import { Link, paths } from '@mitti/shared';
import { Page } from '../../components/page/page';
import { usePageWords } from '../../i18n/page-words';
import { FaqAccordion } from './faq/faq-accordion';
import { FAQ_CATEGORIES, FAQ_ENTRIES, faqPage as w } from './faq/faq-data';
import './pages.css';
import './faq/faq.css';

/** The FAQ's Hindi, its own chunk, fetched by a Hindi page only (decision 119). */
const hindiWords = () => import(/* webpackChunkName: "FaqPage-hindi" */ './faq/faq-hi');

export function FaqPage() {
  const t = usePageWords<string>(hindiWords);
  return (
    <Page title={t(w.title)} description={t(w.description)} className="pages-prose">
      <FaqAccordion groups={FAQ_CATEGORIES} entries={FAQ_ENTRIES} say={t} />
      <section className="pages-callout" aria-labelledby="faq-more-heading">
        <h2 id="faq-more-heading">{t(w.moreHeading)}</h2>
        <p>{t(w.more)}</p>
        <Link to={paths.contact()} className="button button--primary">
          {t(w.contactUs)}
        </Link>
      </section>
    </Page>
  );
}
FaqPage.hindiWords = hindiWords;
