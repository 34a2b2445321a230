import { SELLER } from '@mitti/shared';

/** The seller and its grievance officer (Consumer Protection (E-Commerce) Rules 2020), in the footer. */
export function SellerDisclosure() {
  const officer = SELLER.grievanceOfficer;
  return (
    <section className="footer__seller" aria-labelledby="footer-seller-title">
      <h2 id="footer-seller-title" className="footer__heading">
        Seller
      </h2>
      <p>
        {SELLER.legalName}, {SELLER.address}. Customer care:{' '}
        <a href={SELLER.customerCare.phoneHref}>{SELLER.customerCare.phone}</a>,{' '}
        <a href={`mailto:${SELLER.customerCare.email}`}>{SELLER.customerCare.email}</a> ({SELLER.customerCare.hours}).
      </p>
      <p>
        Grievance officer: {officer.name}, <a href={`mailto:${officer.email}`}>{officer.email}</a>,{' '}
        <a href={officer.phoneHref}>{officer.phone}</a>. Complaints are acknowledged within {officer.acknowledgeWithin}{' '}
        and resolved within {officer.resolveWithin}.
      </p>
    </section>
  );
}
