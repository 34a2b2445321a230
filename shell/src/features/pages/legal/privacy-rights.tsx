import { SELLER, type Words } from '@mitti/shared';
import type { LegalSection } from './legal-sections';
import { privacy as p, type PrivacyText } from './privacy-words';

const officer = SELLER.grievanceOfficer;

/** The privacy page's later sections, in the page's words: retention, rights under the DPDP Act, children, contacts. */
export const privacySectionsTail = (t: Words<PrivacyText>): LegalSection[] => [
  {
    id: 'retention',
    title: t(p.retention),
    body: (
      <ul>
        <li>{t(p.keepAccount)}</li>
        <li>{t(p.keepOrders)}</li>
        <li>{t(p.keepMessages)}</li>
        <li>{t(p.keepNewsletter)}</li>
        <li>{t(p.keepLogs)}</li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: t(p.rights),
    body: (
      <>
        <p>{t(p.rightsIntro)}</p>
        <ul>
          <li>{t(p.rightSummary)}</li>
          <li>{t(p.rightCorrect)}</li>
          <li>{t(p.rightWithdraw)}</li>
          <li>{t(p.rightGrievance)}</li>
          <li>{t(p.rightNominate)}</li>
        </ul>
        <p>{t(p.rightsHow, { acknowledgeWithin: t(p.acknowledgeWithin), resolveWithin: t(p.resolveWithin) })}</p>
      </>
    ),
  },
  {
    id: 'security',
    title: t(p.security),
    body: <p>{t(p.securityText)}</p>,
  },
  {
    id: 'children',
    title: t(p.children),
    body: <p>{t(p.childrenText)}</p>,
  },
  {
    id: 'grievance-officer',
    title: t(p.grievanceOfficer),
    body: (
      <>
        <p>
          {t(p.officerLine, { name: officer.name, tradeName: SELLER.tradeName, address: SELLER.address })}
          <br />
          {t(p.email)} <a href={`mailto:${officer.email}`}>{officer.email}</a>, {t(p.phone)}{' '}
          <a href={officer.phoneHref}>{officer.phone}</a> ({t(p.hours)}).
        </p>
        <p>{t(p.complaint)}</p>
      </>
    ),
  },
];
