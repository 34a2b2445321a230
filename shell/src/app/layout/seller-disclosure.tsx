import { SELLER, useTranslate } from '@mitti/shared';
import { shellMessages as m } from '../../i18n/shell-messages';

/** The seller and its grievance officer (Consumer Protection (E-Commerce) Rules 2020), in the footer. */
export function SellerDisclosure() {
  const t = useTranslate();
  const officer = SELLER.grievanceOfficer;
  return (
    <section className="footer__seller" aria-labelledby="footer-seller-title">
      <h2 id="footer-seller-title" className="footer__heading">
        {t(m.seller)}
      </h2>
      <p>
        {SELLER.legalName}, {SELLER.address}. {t(m.customerCare)}{' '}
        <a href={SELLER.customerCare.phoneHref}>{SELLER.customerCare.phone}</a>,{' '}
        <a href={`mailto:${SELLER.customerCare.email}`}>{SELLER.customerCare.email}</a> ({t(m.careHours)}).
      </p>
      <p>
        {t(m.grievanceOfficer)} {officer.name}, <a href={`mailto:${officer.email}`}>{officer.email}</a>,{' '}
        <a href={officer.phoneHref}>{officer.phone}</a>. {t(m.acknowledged)} {t(m.acknowledgeWithin)} {t(m.resolved)}{' '}
        {t(m.resolveWithin)}
        {t(m.resolvedAfter)}
      </p>
    </section>
  );
}
