import { Link, SELLER, paths, type Words } from '@mitti/shared';
import { Page } from '../../components/page/page';
import { usePageWords } from '../../i18n/page-words';
import { LegalSections, type LegalSection } from './legal/legal-sections';
import { terms as w, type TermsText } from './terms/terms-words';
import './pages.css';
import './legal/legal.css';

/** The terms' Hindi, its own chunk, fetched by a Hindi page only (decision 119). */
const hindiWords = () => import(/* webpackChunkName: "TermsPage-hindi" */ './terms/terms-hi');

const care = SELLER.customerCare;
const officer = SELLER.grievanceOfficer;

const sections = (t: Words<TermsText>): LegalSection[] => [
  {
    id: 'overview',
    title: t(w.overview),
    body: <p>{t(w.overviewText, { legalName: SELLER.legalName, address: SELLER.address })}</p>,
  },
  { id: 'online-store-terms', title: t(w.storeTerms), body: <p>{t(w.storeTermsText)}</p> },
  { id: 'general-conditions', title: t(w.general), body: <p>{t(w.generalText)}</p> },
  { id: 'accuracy-of-information', title: t(w.accuracy), body: <p>{t(w.accuracyText)}</p> },
  { id: 'modifications-and-prices', title: t(w.prices), body: <p>{t(w.pricesText)}</p> },
  {
    id: 'products-or-services',
    title: t(w.products),
    body: (
      <p>
        {t(w.productsBefore)} <Link to={paths.shipping()}>{t(w.shippingLink)}</Link>
        {t(w.productsAfter)}
      </p>
    ),
  },
  { id: 'disclaimer-and-liability', title: t(w.liability), body: <p>{t(w.liabilityText)}</p> },
  { id: 'termination', title: t(w.termination), body: <p>{t(w.terminationText)}</p> },
  {
    id: 'contact',
    title: t(w.contact),
    body: (
      <>
        <p>
          {t(w.questions)} <a href={`mailto:${care.email}`}>{care.email}</a>.
        </p>
        <p>
          {t(w.seller, { legalName: SELLER.legalName, address: SELLER.address })}{' '}
          <a href={care.phoneHref}>{care.phone}</a> {t(w.and)} <a href={`mailto:${care.email}`}>{care.email}</a>,{' '}
          {t(w.hours)}.
        </p>
        <p>
          {t(w.grievance, { name: officer.name })} <a href={`mailto:${officer.email}`}>{officer.email}</a>,{' '}
          <a href={officer.phoneHref}>{officer.phone}</a>.{' '}
          {t(w.complaintTimes, { acknowledgeWithin: t(w.acknowledgeWithin), resolveWithin: t(w.resolveWithin) })}
        </p>
      </>
    ),
  },
];

export function TermsPage() {
  const t = usePageWords<TermsText>(hindiWords);
  return (
    <Page title={t(w.title)} description={t(w.description)} className="pages-prose">
      <p className="pages-updated">{t(w.updated)}</p>
      <LegalSections sections={sections(t)} label={t(w.sectionsLabel)} />
    </Page>
  );
}
TermsPage.hindiWords = hindiWords;
