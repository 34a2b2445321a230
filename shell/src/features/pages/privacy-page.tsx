import { Link, paths, type Words } from '@mitti/shared';
import { Page } from '../../components/page/page';
import { usePageWords } from '../../i18n/page-words';
import { LegalSections, type LegalSection } from './legal/legal-sections';
import { privacySectionsTail } from './legal/privacy-rights';
import { privacy as p, type PrivacyText } from './legal/privacy-words';
import './pages.css';
import './legal/legal.css';

/** The policy's Hindi, its own chunk, fetched by a Hindi page only (decision 119). */
const hindiWords = () => import(/* webpackChunkName: "PrivacyPage-hindi" */ './legal/privacy-hi');

const sections = (t: Words<PrivacyText>): LegalSection[] => [
  {
    id: 'who-we-are',
    title: t(p.whoWeAre),
    body: <p>{t(p.whoWeAreText)}</p>,
  },
  {
    id: 'what-we-collect',
    title: t(p.whatWeCollect),
    body: (
      <ul>
        <li>
          <strong>{t(p.accountLabel)}</strong> {t(p.accountText)}
        </li>
        <li>
          <strong>{t(p.ordersLabel)}</strong> {t(p.ordersText)}
        </li>
        <li>
          <strong>{t(p.paymentsLabel)}</strong> {t(p.paymentsText)}
        </li>
        <li>
          <strong>{t(p.cartLabel)}</strong> {t(p.cartBefore)} <Link to={paths.contact()}>{t(p.contactForm)}</Link>
          {t(p.cartAfter)}
        </li>
        <li>
          <strong>{t(p.newsletterLabel)}</strong> {t(p.newsletterText)}
        </li>
        <li>
          <strong>{t(p.technicalLabel)}</strong> {t(p.technicalText)}
        </li>
      </ul>
    ),
  },
  {
    id: 'why-we-use-it',
    title: t(p.whyWeUseIt),
    body: (
      <ul>
        <li>{t(p.useToRun)}</li>
        <li>{t(p.useToAnswer)}</li>
        <li>{t(p.useForNewsletter)}</li>
        <li>{t(p.useForSecurity)}</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: t(p.sharing),
    body: <p>{t(p.sharingText)}</p>,
  },
  ...privacySectionsTail(t),
];

export function PrivacyPage() {
  const t = usePageWords<PrivacyText>(hindiWords);
  return (
    <Page title={t(p.title)} description={t(p.description)} className="pages-prose">
      <p className="pages-updated">{t(p.updated)}</p>
      <p className="pages-lead">{t(p.lead)}</p>
      <LegalSections sections={sections(t)} label={t(p.sectionsLabel)} />
    </Page>
  );
}
PrivacyPage.hindiWords = hindiWords;
