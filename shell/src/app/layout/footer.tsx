import { Link, SELLER, paths, useTranslate } from '@mitti/shared';
import { shellMessages } from '../../i18n/shell-messages';
import { LanguageSwitch } from './language-switch';
import { NAV_LINKS } from './nav-links';
import { NewsletterForm } from './newsletter-form';
import { SellerDisclosure } from './seller-disclosure';

export function Footer() {
  const t = useTranslate();
  return (
    <footer className="footer">
      <div className="footer__grid">
        <section>
          <h2 className="footer__heading">Mitti Studio</h2>
          <p>{t(shellMessages.footerAbout)}</p>
        </section>
        <section>
          <h2 className="footer__heading">{t(shellMessages.quickLinks)}</h2>
          <ul className="footer__list">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="footer__heading">{t(shellMessages.customerService)}</h2>
          <ul className="footer__list">
            <li>
              <Link to={paths.faq()}>{t(shellMessages.faq)}</Link>
            </li>
            <li>
              <Link to={paths.shipping()}>{t(shellMessages.shippingAndReturns)}</Link>
            </li>
            <li>
              <Link to={paths.terms()}>{t(shellMessages.termsAndConditions)}</Link>
            </li>
            <li>
              <Link to={paths.privacy()}>{t(shellMessages.privacyPolicy)}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="footer__heading">{t(shellMessages.contact)}</h2>
          <address className="footer__address">
            Mitti Studio, 14 Pali Hill Road, Bandra West, Mumbai 400050
            <br />
            <a href={SELLER.customerCare.phoneHref}>{SELLER.customerCare.phone}</a>
            <br />
            <a href={`mailto:${SELLER.customerCare.email}`}>{SELLER.customerCare.email}</a>
          </address>
          <NewsletterForm />
        </section>
      </div>
      <SellerDisclosure />
      <p className="footer__copyright">
        © {new Date().getFullYear()} {t(shellMessages.allRightsReserved)}
      </p>
      <LanguageSwitch className="footer__language" />
    </footer>
  );
}
