import { SELLER, useTranslate } from '@mitti/shared';
import { contactMessages } from '../../../i18n/contact-messages';

export function LocationCard() {
  const t = useTranslate();
  return (
    <aside className="pages-contact__card" aria-labelledby="location-heading">
      <h2 id="location-heading">{t(contactMessages.visitTheStudio)}</h2>
      <address>
        Mitti Studio
        <br />
        14 Pali Hill Road, Bandra West
        <br />
        Mumbai, Maharashtra 400050
      </address>
      <h3>{t(contactMessages.openingHours)}</h3>
      <p>
        {t(contactMessages.openDays)}
        <br />
        {t(contactMessages.closedDays)}
      </p>
      <h3>{t(contactMessages.reachUs)}</h3>
      <p>
        {t(contactMessages.phoneLabel)} <a href={SELLER.customerCare.phoneHref}>{SELLER.customerCare.phone}</a>
        <br />
        {t(contactMessages.emailLabel)} <a href={`mailto:${SELLER.customerCare.email}`}>{SELLER.customerCare.email}</a>
      </p>
      <a
        href="https://www.google.com/maps/search/?api=1&query=14+Pali+Hill+Road+Bandra+West+Mumbai+400050"
        target="_blank"
        rel="noreferrer"
      >
        {t(contactMessages.openInMaps)}
        <span className="visually-hidden"> {t(contactMessages.opensInNewTab)}</span>
      </a>
    </aside>
  );
}
